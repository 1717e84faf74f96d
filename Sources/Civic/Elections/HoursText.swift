import Foundation
import Storage

/// Hours as people read them, in the local clock time the file wrote ("06:00–19:00"): a
/// schedule on an election's day reads "election day", runs of days with the same hours merge
/// ("2020-10-07 to 2020-10-09 09:00–17:00").
enum HoursText {
    static func text(_ schedules: [VIPSchedule], electionDates: Set<String>) -> String? {
        var runs: [(start: String?, end: String?, hours: String)] = []
        for schedule in schedules.sorted(by: { ($0.startDate ?? "") < ($1.startDate ?? "") }) {
            let hours = [schedule.startTime, schedule.endTime].compactMap { $0 }.joined(separator: "–")
            if let last = runs.last, last.hours == hours, let end = last.end, let start = schedule.startDate,
               !electionDates.contains(start), !electionDates.contains(end), nextDay(end) == start {
                runs[runs.count - 1].end = schedule.endDate ?? start
                continue
            }
            runs.append((schedule.startDate, schedule.endDate ?? schedule.startDate, hours))
        }
        let parts = runs.map { run -> String in
            var days: String
            switch (run.start, run.end) {
            case (let start?, let end?) where start == end:
                days = electionDates.contains(start) ? "election day" : start
            case (let start?, let end?): days = "\(start) to \(end)"
            case (let start?, nil): days = "from \(start)"
            default: days = ""
            }
            return [days, run.hours].filter { !$0.isEmpty }.joined(separator: " ")
        }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "2020-10-07" → "2020-10-08".
    static func nextDay(_ day: String) -> String? {
        guard let date = formatter.date(from: day) else { return nil }
        return formatter.string(from: date.addingTimeInterval(86_400))
    }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
