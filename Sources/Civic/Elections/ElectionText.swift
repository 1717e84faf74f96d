import Foundation
import Storage

/// The sentences of the election commands.
enum ElectionText {
    /// "No election data for AZ-04 yet …": a place (its district, else its ZIP) no imported feed
    /// covers gets this, never a guess — with, for each state the place lies in, the official
    /// election office's website and vote.gov's page for registering, so the answer still helps.
    static func noData(for place: String, states: [String]) -> String {
        let head = "No election data for \(place) yet: Townhall answers only from official Voting Information Project feeds "
            + "an operator imports, and none covers \(place)."
        let offices = states.compactMap(StateElectionOffice.of)
        guard !offices.isEmpty else { return head + " Your state or county election office has the answer." }
        return head + " " + offices.map { office in
            "\(office.name)'s election office: \(office.office) · register or check your registration: \(office.voteGov)"
        }.joined(separator: "; ")
    }

    /// For a profile with a district and no ZIP, when feeds cover ZIPs of the district: feeds are
    /// a county's or a state's, so which one applies depends on the ZIP, and picking one would be
    /// a guess. Says what is known and asks for the ZIP.
    static func districtOnly(_ district: CongressionalDistrict, coveredZips: [String], of total: Int, command: String) -> String {
        let shown = coveredZips.prefix(3).joined(separator: ", ") + (coveredZips.count > 3 ? " …" : "")
        return "Election data depends on your ZIP, and your profile has only your district, \(district.code): imported "
            + "feeds cover \(coveredZips.count) of its \(max(total, coveredZips.count)) ZIPs (\(shown)). "
            + "Name yours (\(command) <ZIP>) or save it privately with zip <your ZIP>."
    }

    /// "2013-11-05 2013 Virginia General Election: register by 2013-10-15; absentee ballot requests by 2013-10-30; no election-day registration."
    static func electionLine(_ election: VIPElection, today: String) -> String {
        var facts: [String] = []
        if let deadline = election.registrationDeadline { facts.append("register by \(deadline)") }
        if let absentee = election.absenteeRequestDeadline { facts.append("absentee ballot requests by \(absentee)") }
        switch election.hasElectionDayRegistration {
        case true?: facts.append("election-day registration: yes")
        case false?: facts.append("election-day registration: no")
        case nil: break
        }
        let held = election.date < today ? " (held)" : ""
        return "\(election.date)\(held) \(election.name)" + (facts.isEmpty ? "" : ": " + facts.joined(separator: "; "))
    }

    /// A polling place with what it is and its hours, e.g.
    /// "CROZET ELEMENTARY SCHOOL, 1407 Crozet Ave, Crozet: election day 06:00–19:00".
    static func placeLine(_ places: [PollingPlace], electionDates: Set<String>) -> String {
        guard let first = places.first?.location else { return "" }
        let head = [first.name, first.address, first.city].compactMap { $0 }.joined(separator: ", ")
        let uses = places.map { place -> String in
            let kind = kind(place.location)
            guard let hours = HoursText.text(place.schedules, electionDates: electionDates) else { return kind }
            // "election day election day 06:00–19:00" says it twice.
            return kind == "election day" && hours.hasPrefix("election day") ? hours : kind + " " + hours
        }
        let directions = first.directions.map { " (\($0))" } ?? ""
        return head + directions + ": " + uses.joined(separator: "; ")
    }

    /// "election day", "early voting", "drop box", "early voting and drop box".
    static func kind(_ location: VIPPollingLocation) -> String {
        var kinds: [String] = []
        if location.isEarlyVoting { kinds.append("early voting") }
        if location.isDropBox { kinds.append("drop box") }
        return kinds.isEmpty ? "election day" : kinds.joined(separator: " and ")
    }

    /// Places at the same address (a drop box, an early-voting site and an election-day site in
    /// one school) as one line each, in the order found.
    static func grouped(_ places: [PollingPlace]) -> [[PollingPlace]] {
        var order: [String] = []
        var groups: [String: [PollingPlace]] = [:]
        for place in places {
            let key = "\(place.sourceKey)|\(place.location.name ?? "")|\(place.location.address.uppercased())"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(place)
        }
        return order.compactMap { groups[$0] }
    }

    static func today(_ now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: now)
    }
}
