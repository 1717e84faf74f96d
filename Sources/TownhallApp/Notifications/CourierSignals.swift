import Synchronization

/// The road from the chat bridges to a courier: a stream that keeps only the newest 10,000
/// signals, because a bridge must never wait on the courier and memory must stay bounded under
/// a flood. What must not be lost travels beside the stream: new connections are counted here,
/// where nothing is dropped, so the watches are sent again even when `.reconnected` was.
final class CourierSignals: Sendable {
    static let kept = 10_000

    let stream: AsyncStream<CourierSignal>
    private let continuation: AsyncStream<CourierSignal>.Continuation
    private let connections = Mutex(0)

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: CourierSignal.self, bufferingPolicy: .bufferingNewest(Self.kept))
    }

    /// Queues `signal` (dropping the oldest if full); never waits.
    func send(_ signal: CourierSignal) {
        if case .reconnected = signal { connections.withLock { $0 += 1 } }
        continuation.yield(signal)
    }

    /// Connections made so far, counted as `.reconnected` is sent.
    var connectionCount: Int { connections.withLock { $0 } }
}
