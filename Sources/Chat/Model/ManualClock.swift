import Foundation
import Synchronization

/// A clock that only moves when told to: used by conversation scripts and tests.
public final class ManualClock: ChatClock {
    /// 2026-01-01T12:00:00Z, the time a conversation script starts at unless it sets `#clock`.
    public static let defaultStart = Date(timeIntervalSince1970: 1_767_268_800)

    private let current: Mutex<Date>

    public init(_ start: Date = ManualClock.defaultStart) {
        current = Mutex(start)
    }

    public func now() -> Date { current.withLock { $0 } }

    public func set(_ date: Date) { current.withLock { $0 = date } }

    public func advance(by interval: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(interval) }
    }
}
