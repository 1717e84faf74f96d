import IRCClient
import IRCTestNetwork

struct TimedOut: Error, CustomStringConvertible {
    var description: String
}

/// Records every event of one client and lets a test wait for a matching one, with a timeout.
actor EventLog {
    private(set) var events: [IRCClientEvent] = []
    private var waiters: [(id: Int, match: @Sendable (IRCClientEvent) -> Bool, continuation: CheckedContinuation<IRCClientEvent, any Error>)] = []
    private var nextID = 0
    /// Waiters cancelled before they were registered.
    private var cancelled: Set<Int> = []
    /// Index from which `next` looks for events.
    private var cursor = 0

    /// Starts consuming `stream` in a background task that ends when the stream does.
    /// `onEvent` sees each event first (a responder answering `!ping`, for instance).
    static func recording(_ stream: IRCEventStream,
                          onEvent: @escaping @Sendable (IRCClientEvent) async -> Void = { _ in }) -> EventLog {
        let log = EventLog()
        Task {
            for await event in stream {
                await onEvent(event)
                await log.append(event)
            }
        }
        return log
    }

    private func append(_ event: IRCClientEvent) {
        events.append(event)
        let ready = waiters.filter { $0.match(event) }
        waiters.removeAll { waiter in ready.contains { $0.id == waiter.id } }
        for waiter in ready { waiter.continuation.resume(returning: event) }
    }

    /// The first event since the last `next` that matches; waits up to `timeout` for it.
    func next(within timeout: Duration = TestNetwork.patience, _ what: String = "event",
              where match: @escaping @Sendable (IRCClientEvent) -> Bool) async throws -> IRCClientEvent {
        if let index = events[cursor...].firstIndex(where: match) {
            cursor = index + 1
            return events[index]
        }
        let id = nextID
        nextID += 1
        let event = try await withThrowingTaskGroup(of: IRCClientEvent?.self) { group in
            group.addTask {
                try await withCheckedThrowingContinuation { continuation in
                    Task { await self.addWaiter(id: id, match: match, continuation: continuation) }
                }
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return nil
            }
            let first = try await group.next()!
            // Release the other child before the group waits for it.
            if first == nil { cancelWaiter(id) }
            group.cancelAll()
            return first
        }
        guard let event else {
            throw TimedOut(description: "no \(what) within \(timeout); events so far: \(events)")
        }
        if let index = events[cursor...].firstIndex(where: match) { cursor = index + 1 }
        return event
    }

    private func addWaiter(id: Int, match: @escaping @Sendable (IRCClientEvent) -> Bool,
                           continuation: CheckedContinuation<IRCClientEvent, any Error>) {
        if cancelled.remove(id) != nil {
            continuation.resume(throwing: CancellationError())
            return
        }
        if let index = events[cursor...].firstIndex(where: match) {
            continuation.resume(returning: events[index])
            return
        }
        waiters.append((id, match, continuation))
    }

    private func cancelWaiter(_ id: Int) {
        if let index = waiters.firstIndex(where: { $0.id == id }) {
            waiters.remove(at: index).continuation.resume(throwing: CancellationError())
        } else {
            cancelled.insert(id)
        }
    }
}
