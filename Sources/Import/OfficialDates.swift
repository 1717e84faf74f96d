import Foundation

/// The date spellings of the official files. Congress keeps Washington time, so dates without an
/// offset are read in America/New_York.
enum OfficialDates {
    static let washington = TimeZone(identifier: "America/New_York") ?? TimeZone(secondsFromGMT: -5 * 3600)!

    /// "2022-08-07T15:04:00-04:00", "2022-10-31T17:15:21Z".
    static func iso8601(_ text: String) -> Date? {
        try? Date(text, strategy: .iso8601)
    }

    /// Senate LIS: "November 17, 2004,  05:48 PM" (note the double space).
    static func senate(_ text: String) -> Date? {
        let collapsed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return formatter("MMMM d, yyyy, hh:mm a").date(from: collapsed)
    }

    /// House Clerk: "26-Jan-2023" and the 24-hour "time-etz" attribute "17:23" (noon when absent).
    static func houseClerk(day: String, time: String?) -> Date? {
        formatter("dd-MMM-yyyy HH:mm").date(from: "\(day) \(time ?? "12:00")")
    }

    /// The legislators file's term days: "2023-01-03".
    static func day(_ text: String) -> Date? {
        formatter("yyyy-MM-dd").date(from: text)
    }

    /// `date` as such a day, in Washington ("2026-08-05"): the day an import judges which
    /// roles are current on.
    static func dayText(_ date: Date) -> String {
        formatter("yyyy-MM-dd").string(from: date)
    }

    private static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = washington
        formatter.dateFormat = format
        return formatter
    }
}

extension Calendar {
    /// The Gregorian calendar in Washington time, where Congress dates its votes.
    static let washington: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = OfficialDates.washington
        return calendar
    }()
}
