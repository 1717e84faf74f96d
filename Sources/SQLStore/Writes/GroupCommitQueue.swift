import Metrics
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
///
/// `gather`: after a batch committed, the next one waits (at most `gather`) for as many new
/// requests as the batch answered. Why: callers that send their next request as soon as they
/// hear back (one person upvoting several questions, through the chat's one lane per person)
/// otherwise split into groups that take turns — a batch starts while the callers the previous
/// one answered are still on their way back, so each commit carries only part of them (about 9
/// of 20 in `TownhallBenchmark live up`, one fsync per 7–9 upvotes). The wait ends as soon as
/// they are back, so a lone caller, or a steady stream of new ones, is not held; it costs at
/// most `gather` when fewer come back.
///
/// Overlap: a commit that goes on working after its transaction committed (PostgreSQL's upvotes
/// fold their counts and read their places in transactions of their own) may let the next batch
/// start before it ends, by calling `BatchOverlap.allowNext()` once nothing the next batch
/// writes can change what it still reads (its read snapshot is taken). Why: with one batch at a
/// time the server works on one transaction of this process while the other core waits; the
/// next batch's apply then runs beside this one's reads. At most two batches are in flight:
/// the next one again waits for this one to end before it lets a third start. Callers of each
/// batch still hear back only once their own batch committed and was read. Such a queue takes
/// half of what is queued (from `splitFrom` requests on) when no batch is finishing: all callers
/// in one batch would come back together and wait for it together, and the batches would never
/// overlap; two halves take turns, each one's apply beside the other's reads.
package final class GroupCommitQueue<Request: Sendable, Outcome: Sendable>: Sendable {
    package typealias Commit = @Sendable ([Request]) async throws -> [Outcome]
    /// A commit that may let the next batch start before it ends (see "Overlap" above).
    package typealias OverlappingCommit = @Sendable ([Request], BatchOverlap) async throws -> [Outcome]

    private struct Waiting {
        var request: Request
        var continuation: CheckedContinuation<Outcome, any Error>
    }

    /// The drain loop waiting for `until` requests to be queued (or its time to run out).
    private struct Gathering {
        var until: Int
        var number: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var waiting: [Waiting] = []
        var draining = false
        var gathering: Gathering?
        var gatherings = 0
        var statistics = GroupCommitStatistics()
    }

    private let maxBatch: Int
    private let gather: Duration
    private let commit: OverlappingCommit
    /// Queued requests from which a batch started with none finishing takes half; nil: never.
    private let splitFrom: Int?
    private let state = Mutex(State())
    /// `townhall_group_commit_batch_size` and `townhall_group_commit_wait_seconds` (the gather
    /// waits) for this queue, made once: how well batching works, live.
    private let batchSizes: Recorder
    private let gatherWaits: Timer
    /// `townhall_database_errors_total{kind="group_commit"}`: batches whose transaction failed.
    private let failedBatches: Counter

    /// - Parameter name: what the queue writes (`upvotes`), the label of its metrics.
    package convenience init(name: String, maxBatch: Int, gather: Duration = .zero, commit: @escaping Commit) {
        self.init(name: name, maxBatch: maxBatch, gather: gather, splitFrom: nil,
                  overlapping: { requests, _ in try await commit(requests) })
    }

    /// A queue whose commits may let the next batch start early (`BatchOverlap.allowNext()`), and
    /// which splits what is queued in two from `splitFrom` requests on (see "Overlap" above).
    package init(name: String, maxBatch: Int, gather: Duration = .zero, splitFrom: Int?,
                 overlapping commit: @escaping OverlappingCommit) {
        self.maxBatch = max(1, maxBatch)
        self.splitFrom = splitFrom
        self.gather = gather
        self.commit = commit
        batchSizes = Recorder(label: "townhall_group_commit_batch_size", dimensions: [("queue", name)])
        gatherWaits = Timer(label: "townhall_group_commit_wait_seconds", dimensions: [("queue", name)])
        failedBatches = Counter(label: "townhall_database_errors_total", dimensions: [("kind", "group_commit")])
    }

    /// Queues `request` and returns its outcome once the transaction that applied it committed.
    /// The caller's account, if it acts for one, counts as having written (`ReadYourWrites`).
    ///
    /// `executor`: where the drain loop runs when this request starts one (none was running), and
    /// the tasks it makes for its batches. A caller on an event loop (`EventLoopExecutor`) keeps the
    /// queue's bookkeeping on its own thread: on the default executor each batch woke two or three
    /// threads besides the database's (the drain, the batch, the callers' resumption), a few
    /// context switches per Matrix command that handled events cost more CPU than the commit.
    package func submit(_ request: Request, drainingOn executor: (any TaskExecutor)? = nil) async throws -> Outcome {
        let outcome = try await withCheckedThrowingContinuation { continuation in
            let (startDraining, gathered) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
                state.waiting.append(Waiting(request: request, continuation: continuation))
                if let gathering = state.gathering, state.waiting.count >= gathering.until {
                    state.gathering = nil
                    return (false, gathering.continuation)
                }
                guard !state.draining else { return (false, nil) }
                state.draining = true
                return (true, nil)
            }
            gathered?.resume()
            if startDraining {
                Task(executorPreference: executor) { await self.drain(on: executor) }
            }
        }
        ReadYourWrites.noteAcknowledgedWrite()
        return outcome
    }

    /// Requests queued and not yet taken into a batch.
    package var queued: Int {
        state.withLock { $0.waiting.count }
    }

    /// Batches committed and requests they carried so far.
    package var statistics: GroupCommitStatistics {
        state.withLock { $0.statistics }
    }

    /// - Parameter executor: what the batches' and the gathers' tasks prefer (unstructured tasks
    ///   do not inherit the drain's preference).
    private func drain(on executor: (any TaskExecutor)?) async {
        // how many requests the next batch waits for (0: none, take what is queued)
        var gatherUntil = 0
        // the batch that let the next one start and is still finishing (at most one)
        var finishing: (task: Task<Int, Never>, overlap: BatchOverlap)?
        while true {
            if gatherUntil > 0, gather > .zero {
                let started = ContinuousClock.now
                await gatherRequests(until: gatherUntil, for: gather, on: executor)
                gatherWaits.record(duration: ContinuousClock.now - started)
            }
            // Nothing queued while a batch finishes: the next request starts the next batch, and
            // if the batch ends first, its callers may come back (the gather, as above).
            if let tail = finishing, queued == 0 {
                await requestQueued(orEndOf: tail.overlap)
                if tail.overlap.hasEnded {
                    gatherUntil = await tail.task.value
                    finishing = nil
                }
                continue
            }
            guard let batch = nextBatch(split: finishing == nil) else { return }
            if finishing != nil { state.withLock { $0.statistics.overlapped += 1 } }
            let overlap = BatchOverlap()
            let running = Task(executorPreference: executor) { await self.run(batch, overlap: overlap) }
            if await overlap.nextMayStart() {
                // the one before must end before a third batch can start
                _ = await finishing?.task.value
                finishing = (running, overlap)
                gatherUntil = 0
            } else {
                gatherUntil = await running.value
            }
        }
    }

    /// Commits `batch` and answers its callers; returns how many requests the batch after it
    /// should gather. Ends `overlap` (if it did not let the next batch start, that ends the wait).
    private func run(_ batch: [Waiting], overlap: BatchOverlap) async -> Int {
        defer { overlap.end() }
        do {
            // a closure, not `\.request`: a key path into a generic type is instantiated at run
            // time on every use (a few per cent of the batch's CPU)
            let outcomes = try await commit(batch.map { $0.request }, overlap)
            // Counted before the callers hear back: one may queue again before the wait starts.
            let gatherUntil = state.withLock { state in
                state.statistics.record(batchOf: batch.count)
                return min(maxBatch, state.waiting.count + batch.count)
            }
            batchSizes.record(batch.count)
            for (index, waiting) in batch.enumerated() {
                // `commit` returns one outcome per request by contract; never leave a caller hanging.
                if index < outcomes.count {
                    waiting.continuation.resume(returning: outcomes[index])
                } else {
                    waiting.continuation.resume(throwing: GroupCommitError.missingOutcome)
                }
            }
            return gatherUntil
        } catch {
            failedBatches.increment()
            for waiting in batch {
                waiting.continuation.resume(throwing: error)
            }
            return 0
        }
    }

    /// Waits until a request is queued or the batch of `overlap` has ended.
    private func requestQueued(orEndOf overlap: BatchOverlap) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let number = state.withLock { state -> Int? in
                guard state.waiting.isEmpty else { return nil }
                state.gatherings += 1
                state.gathering = Gathering(until: 1, number: state.gatherings, continuation: continuation)
                return state.gatherings
            }
            guard let number else { return continuation.resume() }
            overlap.whenEnded { [self] in
                let ended = state.withLock { state -> CheckedContinuation<Void, Never>? in
                    guard let gathering = state.gathering, gathering.number == number else { return nil }
                    state.gathering = nil
                    return gathering.continuation
                }
                ended?.resume()
            }
        }
    }

    /// Waits until `until` requests are queued, or `wait` has passed.
    private func gatherRequests(until target: Int, for wait: Duration, on executor: (any TaskExecutor)?) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let number = state.withLock { state -> Int? in
                guard state.waiting.count < target else { return nil }
                state.gatherings += 1
                state.gathering = Gathering(until: target, number: state.gatherings, continuation: continuation)
                return state.gatherings
            }
            guard let number else { return continuation.resume() }
            Task(executorPreference: executor) { [self] in
                try? await Task.sleep(for: wait)
                let expired = state.withLock { state -> CheckedContinuation<Void, Never>? in
                    guard let gathering = state.gathering, gathering.number == number else { return nil }
                    state.gathering = nil
                    state.statistics.gathersRunOut += 1
                    return gathering.continuation
                }
                expired?.resume()
            }
        }
    }

    /// The oldest queued requests, or nil (and the drain loop ends) when none are left. Taking
    /// the decision under the same lock as `submit` means no request is ever left unserved.
    private func nextBatch(split: Bool) -> [Waiting]? {
        state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.draining = false
                return nil
            }
            var count = min(state.waiting.count, maxBatch)
            if split, let splitFrom, count >= splitFrom { count = (count + 1) / 2 }
            let batch = Array(state.waiting.prefix(count))
            state.waiting.removeFirst(count)
            return batch
        }
    }
}

enum GroupCommitError: Error, CustomStringConvertible {
    case missingOutcome

    var description: String { "a group commit returned fewer outcomes than requests" }
}
