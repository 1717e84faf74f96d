import Foundation
import Storage

/// The words of `admin ignore`: its durations ("2h", "3d") and the lines about an ignore.
enum IgnoreText {
    /// Seconds per unit of a duration word.
    private static let units: [Character: TimeInterval] = ["m": 60, "h": 3600, "d": 86400, "w": 7 * 86400]

    /// "30m", "2h", "3d", "1w" as seconds; nil for any other word (it starts the reason). At most
    /// a year: a longer one is meant to last, which no duration says better.
    static func duration(_ word: String) -> TimeInterval? {
        guard let unit = word.last.flatMap({ units[Character($0.lowercased())] }),
              let amount = Int(word.dropLast()), amount > 0, amount <= 366 * 86400 / Int(unit) else { return nil }
        return TimeInterval(amount) * unit
    }

    /// "until 2026-11-21 14:00 UTC", or "until an admin lifts it".
    static func until(_ ignore: SpeakerIgnore) -> String {
        ignore.expiresAt.map { "until \(minute($0)) UTC" } ?? "until an admin lifts it"
    }

    /// The one notice the ignored person gets, at their first command after the ignore.
    static func notice(_ ignore: SpeakerIgnore) -> String {
        let reason = ignore.reason.map { " (reason: \($0))" } ?? ""
        return "A Townhall admin set me to ignore your commands \(until(ignore))\(reason); I will not answer them or say this again."
    }

    /// One line of `admin ignored`.
    static func listed(_ ignore: SpeakerIgnore) -> String {
        let reason = ignore.reason.map { ": \($0)" } ?? ""
        return "Ignoring \(ignore.speaker) \(until(ignore)), set by \(ignore.setBy)\(reason)"
    }

    private static func minute(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
