import Synchronization

/// Handed to a `GroupCommitQueue` commit: `allowNext()` lets the queue start the next batch
/// while this commit goes on. Call it only once nothing the next batch writes can change what
/// this commit still reads or answers (on PostgreSQL: once its last transaction's snapshot is
/// taken), since the next batch's callers may be answered first. Calling it more than once, or
/// never, is fine: a commit that never calls it ends before the next batch starts.
package final class BatchOverlap: Sendable {
    private struct State {
        /// true: the next batch may start while this one goes on; false: this one ended first
        var nextMayStart: Bool?
        var waitingForDecision: CheckedContinuation<Bool, Never>?
        var ended = false
        var whenEnded: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    package init() {}

    /// Lets the next batch start now.
    package func allowNext() {
        let waiting = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.nextMayStart == nil else { return nil }
            state.nextMayStart = true
            return state.waitingForDecision.take()
        }
        waiting?.resume(returning: true)
    }

    /// This commit ended (its callers answered or failed).
    func end() {
        let (waiting, action) = state.withLock { state in
            state.ended = true
            if state.nextMayStart == nil { state.nextMayStart = false }
            return (state.waitingForDecision.take(), state.whenEnded.take())
        }
        waiting?.resume(returning: false)
        action?()
    }

    /// Whether the next batch may start while this one goes on (true), or this one ended first.
    func nextMayStart() async -> Bool {
        await withCheckedContinuation { continuation in
            let decided = state.withLock { state -> Bool? in
                if let decided = state.nextMayStart { return decided }
                state.waitingForDecision = continuation
                return nil
            }
            if let decided { continuation.resume(returning: decided) }
        }
    }

    /// Runs `action` once this commit has ended: now, if it has.
    func whenEnded(_ action: @escaping @Sendable () -> Void) {
        let endedAlready = state.withLock { state in
            if !state.ended { state.whenEnded = action }
            return state.ended
        }
        if endedAlready { action() }
    }

    var hasEnded: Bool { state.withLock { $0.ended } }
}
