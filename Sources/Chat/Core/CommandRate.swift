import Foundation

/// Commands handled per clock minute: the one just ended is what `admin status` reports, a figure
/// that moves with load without keeping a timestamp per command.
struct CommandRate: Sendable {
    private var minute: Int64 = .min
    private var current = 0
    private var previous = 0

    mutating func count(at date: Date) {
        let now = Self.minute(of: date)
        if now != minute {
            previous = now == minute + 1 ? current : 0
            current = 0
            minute = now
        }
        current += 1
    }

    /// The commands handled in the last full minute before `date`.
    func lastMinute(at date: Date) -> Int {
        let now = Self.minute(of: date)
        if now == minute { return previous }
        return now == minute + 1 ? current : 0
    }

    private static func minute(of date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 / 60).rounded(.down))
    }
}
