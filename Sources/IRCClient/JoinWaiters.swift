import Synchronization

/// The callers of `IRCClient.join` waiting for the server's answer, by folded channel name: the
/// bot's own JOIN echoed, or a numeric refusing it. Each waiter is answered once, by the answer
/// or by its deadline, whichever comes first.
final class JoinWaiters: Sendable {
    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<IRCJoinOutcome, Never>
    }

    private struct State {
        var waiting: [String: [Waiter]] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())

    /// Registers a waiter for `channel` (folded) and returns its id, for `expire`.
    func add(_ channel: String, _ continuation: CheckedContinuation<IRCJoinOutcome, Never>) -> Int {
        state.withLock { state in
            state.nextID += 1
            state.waiting[channel, default: []].append(Waiter(id: state.nextID, continuation: continuation))
            return state.nextID
        }
    }

    /// Answers every waiter for `channel` (folded) with `outcome`.
    func answer(_ channel: String, with outcome: IRCJoinOutcome) {
        let waiters = state.withLock { $0.waiting.removeValue(forKey: channel) ?? [] }
        for waiter in waiters { waiter.continuation.resume(returning: outcome) }
    }

    /// Answers the waiter `id` with `noAnswer`, unless the server's answer came first.
    func expire(_ channel: String, id: Int) {
        let waiter: Waiter? = state.withLock { state in
            guard let index = state.waiting[channel]?.firstIndex(where: { $0.id == id }) else { return nil }
            return state.waiting[channel]?.remove(at: index)
        }
        waiter?.continuation.resume(returning: .noAnswer)
    }
}
