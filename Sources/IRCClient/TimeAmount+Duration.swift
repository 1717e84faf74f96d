import NIOCore

extension TimeAmount {
    /// NIO schedules in `TimeAmount`; the public configuration speaks `Duration`.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    var duration: Duration { .nanoseconds(nanoseconds) }
}
