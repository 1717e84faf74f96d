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

    /// A member of Congress's phone numbers: Washington first, then each district office with its hours.
    static func numbers(_ member: Member, offices: [DistrictOffice]) -> [String] {
        var lines: [String] = []
        if let phone = member.phone { lines.append("Washington office: \(phone)") }
        for office in offices {
            guard let phone = office.phone else { continue }
            lines.append("\(office.city) office: \(phone)" + (office.hours.map { " — hours: \($0)" } ?? ""))
        }
        return lines
    }

    /// A state official's phone numbers: the capitol office first (where the file lists one), then
    /// the others in the file's order, each named by its kind, with its hours where known.
    static func numbers(_ official: StateOfficial) -> [String] {
        let capitolFirst = official.offices.filter { $0.classification == "capitol" }
            + official.offices.filter { $0.classification != "capitol" }
        return capitolFirst.compactMap { office in
            guard let phone = office.phone else { return nil }
            return "\(OfficialText.officeName(office.classification)) office: \(phone)"
                + (office.hours.map { " — hours: \($0)" } ?? "")
        }
    }

    /// Where to look for a number the data lacks: the official's website, else the officials of
    /// their state on Open States (whose people files are where this data comes from).
    static func elsewhere(_ official: StateOfficial) -> String {
        official.links.first.map { "their website, \($0)" }
            ?? "their page on Open States, https://openstates.org/\(official.state.code.lowercased())/legislators/"
    }

    /// "Then tell me how it went: called Pelosi talked (or voicemail, or busy)."
    static func tellMe(_ official: NamedOfficial, typed: String) -> String {
        "Then tell me how it went: \(typed) \(official.lastName) talked (or voicemail, or busy)."
    }
}
