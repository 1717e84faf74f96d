import Foundation
import Storage

/// How `call` and `called` write: the numbers to call, the script, and the counts.
enum CallText {
    /// Where "this week" starts for `callers`: the seven days before `now`.
    static func weekStart(before now: Date) -> Date { now.addingTimeInterval(-7 * 24 * 3600) }

    /// "42 people called about T3 this week."
    static func callers(_ count: Int, about reference: String) -> String {
        switch count {
        case 0: "Nobody has called about \(reference) this week yet."
        case 1: "1 person called about \(reference) this week."
        default: "\(count) people called about \(reference) this week."
        }
    }

    /// The member's phone numbers: Washington first, then each district office with its hours.
    static func numbers(_ member: Member, offices: [DistrictOffice]) -> [String] {
        var lines: [String] = []
        if let phone = member.phone { lines.append("Washington office: \(phone)") }
        for office in offices {
            guard let phone = office.phone else { continue }
            lines.append("\(office.city) office: \(phone)" + (office.hours.map { " — hours: \($0)" } ?? ""))
        }
        return lines
    }

    /// "Then tell me how it went: called Pelosi talked (or voicemail, or busy)."
    static func tellMe(_ member: Member, typed: String) -> String {
        "Then tell me how it went: \(typed) \(member.lastName) talked (or voicemail, or busy)."
    }
}
