import Foundation

/// Days as VIP feeds write them, `yyyy-MM-dd`, with the arithmetic reminders need. A feed's
/// dates carry no time zone; Townhall counts days in UTC, as `elections` does when it marks an
/// election held.
public enum CalendarDay {
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// The UTC day of `date`.
    public static func of(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `day` moved by `days` (negative: earlier); nil when `day` is not `yyyy-MM-dd`.
    public static func adding(_ days: Int, to day: String) -> String? {
        guard let date = date(day), let moved = calendar.date(byAdding: .day, value: days, to: date) else { return nil }
        return of(moved)
    }

    /// Whole days from `start` to `end` (negative when `end` is earlier); nil for malformed days.
    public static func days(from start: String, to end: String) -> Int? {
        guard let from = date(start), let to = date(end) else { return nil }
        return calendar.dateComponents([.day], from: from, to: to).day
    }

    /// Midnight UTC of `day`, read strictly: exactly four, two and two digits.
    static func date(_ day: String) -> Date? {
        let parts = day.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let dayOfMonth = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(dayOfMonth) else { return nil }
        let date = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth))
        // 2013-02-30 would roll over into March; refuse it instead.
        return date.flatMap { of($0) == day ? $0 : nil }
    }
}
