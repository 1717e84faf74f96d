import Synchronization

/// Group commit: concurrent callers queue their requests; one drain loop at a time takes
/// everything queued (up to `maxBatch`), hands it to `commit` — which applies the requests in
/// order inside ONE transaction — and only after that transaction committed resumes each caller
/// with its own outcome. If `commit` throws, every caller of that batch gets the error and none
/// of the batch was written.
///
/// Why: with `synchronous = FULL` every commit waits for an fsync of the WAL, which costs far
/// more than the SQL of one upvote. While a batch commits, the next one fills up, so under load
/// one fsync acknowledges hundreds of upvotes while each reply still means "committed".
///
/// A caller whose task is cancelled still gets its outcome: a queued request is never withdrawn
/// half-way, so the reply can never disagree with the database.
final class GroupCommitQueue<Request: Sendable, Outcome: Sendable>: Sendable {
    typealias Commit = @Sendable ([Request]) async throws -> [Outcome]

    private struct Waiting {
        var request: Request
        var continuation: CheckedContinuation<Outcome, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var draining = false
        var statistics = GroupCommitStatistics()
    }

    private let maxBatch: Int
    private let commit: Commit
    private let state = Mutex(State())

    init(maxBatch: Int, commit: @escaping Commit) {
        self.maxBatch = max(1, maxBatch)
        self.commit = commit
    }

    /// Queues `request` and returns its outcome once the transaction that applied it committed.
    func submit(_ request: Request) async throws -> Outcome {
        try await withCheckedThrowingContinuation { continuation in
            let startDraining = state.withLock { state in
                state.waiting.append(Waiting(request: request, continuation: continuation))
                guard !state.draining else { return false }
                state.draining = true
                return true
            }
            if startDraining {
                Task { await self.drain() }
            }
        }
    }

    /// Batches committed and requests they carried so far.
    var statistics: GroupCommitStatistics {
        state.withLock { $0.statistics }
    }

    private func drain() async {
        while let batch = nextBatch() {
            do {
                let outcomes = try await commit(batch.map(\.request))
                state.withLock { $0.statistics.record(batchOf: batch.count) }
                for (index, waiting) in batch.enumerated() {
                    // `commit` returns one outcome per request by contract; never leave a caller hanging.
                    if index < outcomes.count {
                        waiting.continuation.resume(returning: outcomes[index])
                    } else {
                        waiting.continuation.resume(throwing: GroupCommitError.missingOutcome)
                    }
                }
            } catch {
                for waiting in batch {
                    waiting.continuation.resume(throwing: error)
                }
            }
        }
    }

    /// The oldest queued requests, or nil (and the drain loop ends) when none are left. Taking
    /// the decision under the same lock as `submit` means no request is ever left unserved.
    private func nextBatch() -> [Waiting]? {
        state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.draining = false
                return nil
            }
            let count = min(state.waiting.count, maxBatch)
            let batch = Array(state.waiting.prefix(count))
            state.waiting.removeFirst(count)
            return batch
        }
    }
}

/// How well group commit is batching: committed transactions and the requests they carried.
public struct GroupCommitStatistics: Sendable, Hashable {
    public var transactions = 0
    public var requests = 0
    public var largestBatch = 0

    mutating func record(batchOf count: Int) {
        transactions += 1
        requests += count
        largestBatch = max(largestBatch, count)
    }
}

enum GroupCommitError: Error, CustomStringConvertible {
    case missingOutcome

    var description: String { "a group commit returned fewer outcomes than requests" }
}
