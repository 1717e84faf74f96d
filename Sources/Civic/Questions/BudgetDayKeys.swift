import Foundation
import Synchronization

/// The upvote budget's day key ("2026-11-21") of an instant in one time zone, remembering the
/// bounds of the last day it worked out. Every `up Q…` asks for the key of "now", and working it
/// out with `Calendar` (time zone rules, date components, formatting) cost several microseconds
/// of CPU per upvote; within one day the answer is a comparison of two instants.
final class BudgetDayKeys: Sendable {
    let timeZone: TimeZone

    /// One calendar day in `timeZone`: [start, end) and its key. Days are not always 24 hours
    /// long (daylight saving time), so the bounds come from the calendar, not from arithmetic.
    private struct Day {
        var start: Date
        var end: Date
        var key: String
    }

    private let lastDay = Mutex<Day?>(nil)

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    func key(for date: Date) -> String {
        if let day = lastDay.withLock({ $0 }), day.start <= date, date < day.end {
            return day.key
        }
        let day = workOut(date)
        lastDay.withLock { $0 = day }
        return day.key
    }

    private func workOut(_ date: Date) -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let key = Self.digits(parts.year ?? 0, 4) + "-" + Self.digits(parts.month ?? 0, 2) + "-" + Self.digits(parts.day ?? 0, 2)
        guard let interval = calendar.dateInterval(of: .day, for: date) else {
            // No bounds known: an empty day, so the next call works the key out again.
            return Day(start: date, end: date, key: key)
        }
        return Day(start: interval.start, end: interval.end, key: key)
    }

    /// `value` in decimal, zero-padded to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
