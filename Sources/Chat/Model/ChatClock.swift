import Foundation

/// The time source of the core: timeouts, rate limits and page expiry all read it, so
/// conversation scripts can run on a clock they advance themselves.
public protocol ChatClock: Sendable {
    func now() -> Date
}

/// Wall-clock time.
public struct SystemClock: ChatClock {
    public init() {}
    public func now() -> Date { Date() }
}
