import NIOCore
import Synchronization

/// The client's events for their one consumer: an unbounded queue, as `AsyncStream` with
/// `.unbounded` was, whose `next` runs where its caller runs.
///
/// Why not `AsyncStream`: its `next` runs its own parts (its storage, a cancellation handler, a
/// continuation) on the generic executor. The IRC bridge consumes the events on the connection's
/// event loop, so every event cost a job queued on that loop to get there, even with events
/// waiting (five switches to the generic executor per command, counted with uprobes on
/// `swift_task_switch`). Here an event that is waiting is taken under a lock and returned at
/// once; only an empty queue suspends its consumer, until the next event or the end.
///
/// Nothing is dropped: a consumer that falls behind says so with `IRCClient.holdReading(true)`.
/// The stream ends with `finish()` (the client stopped) or when the consuming task is
/// cancelled; `next` then returns the events still queued, then nil.
public final class IRCEventStream: AsyncSequence, Sendable {
    public typealias Element = IRCClientEvent
    public typealias Failure = Never

    private struct State {
        var queued = CircularBuffer<IRCClientEvent>()
        var consumer: UnsafeContinuation<IRCClientEvent?, Never>?
        var finished = false

        /// The next event, `.some(nil)` at the end, or nil when the consumer must wait.
        mutating func take() -> IRCClientEvent?? {
            if let event = queued.popFirst() { return .some(event) }
            return finished ? .some(nil) : nil
        }
    }

    private let state = Mutex(State())

    init() {}

    /// Queues `event`, or hands it to the consumer waiting for one. Ignored once finished.
    func yield(_ event: IRCClientEvent) {
        let consumer = state.withLock { state -> UnsafeContinuation<IRCClientEvent?, Never>? in
            guard !state.finished else { return nil }
            if let consumer = state.consumer {
                state.consumer = nil
                return consumer
            }
            state.queued.append(event)
            return nil
        }
        consumer?.resume(returning: event)
    }

    /// Ends the stream: the consumer gets what is queued, then nil.
    func finish() {
        let consumer = state.withLock { state -> UnsafeContinuation<IRCClientEvent?, Never>? in
            state.finished = true
            defer { state.consumer = nil }
            return state.consumer
        }
        consumer?.resume(returning: nil)
    }

    /// Ends the stream at once, dropping what is queued: for a consumer that takes no more (the bot
    /// stops taking commands to shut down). The client itself goes on until its `run` ends.
    public func stop() {
        state.withLock { $0.queued.removeAll() }
        finish()
    }

    /// The next event, or nil once the stream has ended. One consumer at a time.
    nonisolated(nonsending) func next() async -> IRCClientEvent? {
        if let ready = state.withLock({ $0.take() }) { return ready }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { continuation in
                let ready = state.withLock { state -> IRCClientEvent?? in
                    if let ready = state.take() { return ready }
                    precondition(state.consumer == nil, "IRCEventStream has one consumer")
                    state.consumer = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            finish()
        }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        let stream: IRCEventStream

        public mutating func next() async -> IRCClientEvent? {
            await stream.next()
        }

        public mutating func next(isolation actor: isolated (any Actor)?) async -> IRCClientEvent? {
            await stream.next()
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(stream: self)
    }
}
