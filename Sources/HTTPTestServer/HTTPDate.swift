import Foundation

/// The IMF-fixdate form of HTTP dates ("Sun, 06 Nov 1994 08:49:37 GMT").
enum HTTPDate {
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }

    static func string(_ date: Date) -> String { formatter().string(from: date) }
    static func date(_ text: String) -> Date? { formatter().date(from: text) }
}
