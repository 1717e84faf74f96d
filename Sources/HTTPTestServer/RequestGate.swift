import Synchronization

/// Holds back the answer to one request until the test opens the gate: for a test that needs a
/// client caught mid-request (a sync run that holds its lock while it waits for a download).
/// `arrival(timeout:)` waits for the request to come in; `open()` lets the answer go.
public final class RequestGate: Sendable {
    public struct Timeout: Error, CustomStringConvertible {
        public var description: String { "the held request did not arrive in time" }
    }

    private struct State {
        var opened = false
        var answer: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())
    private let arrivals: AsyncStream<Void>
    private let arrived: AsyncStream<Void>.Continuation

    init() {
        (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
    }

    /// Called by the server with the request's answer: kept until `open()`, or sent at once if
    /// the gate is already open.
    func hold(_ answer: @escaping @Sendable () -> Void) {
        let sendNow = state.withLock { state -> Bool in
            if state.opened { return true }
            state.answer = answer
            return false
        }
        arrived.yield()
        arrived.finish()
        if sendNow { answer() }
    }

    /// Returns once the request has arrived; throws `Timeout` after `timeout`. One waiter only.
    public func arrival(timeout: Duration = .seconds(60)) async throws {
        let arrivals = self.arrivals
        try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await _ in arrivals { return true }
                return false
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return false
            }
            let came = try await group.next() ?? false
            group.cancelAll()
            if !came { throw Timeout() }
        }
    }

    /// Lets the held answer go (or the next one straight through).
    public func open() {
        let answer = state.withLock { state -> (@Sendable () -> Void)? in
            state.opened = true
            defer { state.answer = nil }
            return state.answer
        }
        answer?()
    }
}
