import Foundation

/// What the core can say of itself for `admin status`.
public struct CoreActivity: Sendable, Hashable {
    /// The core's clock when it was made: the service's start.
    public var startedAt: Date
    /// Commands handled (answered or refused) in the last full minute.
    public var commandsLastMinute: Int
}
