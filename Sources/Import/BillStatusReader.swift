import Foundation
import Storage

/// Reads a bill status file (BILLSTATUS XML from the GPO bulk data), in the current layout
/// (`<version>3.0.0</version>`, `number`/`type`, `summaries/summary`, `policyArea`,
/// `subjects/legislativeSubjects`) and in the legacy one (`billNumber`/`billType`,
/// `summaries/billSummaries/item`, `subjects/billSubjects/otherSubjects`, `primarySubject`).
/// Only the bill's own elements are read: amendments nest sponsors and actions of their own.
enum BillStatusReader {
    static func read(_ root: XMLTree, file: String) throws(ImportError) -> Bill {
        guard root.name == "billStatus" else {
            throw root.error("expected a billStatus document, found <\(root.name)>", file: file)
        }
        guard let bill = root.child("bill") else { throw root.error("missing", file: file, at: "bill") }
        let numberPath = bill.child("number") != nil ? "number" : "billNumber"
        let typePath = bill.child("type") != nil ? "type" : "billType"
        let typeText = try bill.required(typePath, file: file)
        guard let type = BillType(official: typeText) else {
            throw bill.error("unknown bill type \"\(typeText.prefix(20))\"", file: file, at: typePath)
        }
        let id = BillID(type: type, number: try bill.requiredInt(numberPath, file: file),
                        congress: try bill.requiredInt("congress", file: file))
        var updatedAt: Date?
        if let text = bill.value("updateDate") {
            guard let date = OfficialDates.iso8601(text) else {
                throw bill.error("expected an ISO 8601 date", file: file, at: "updateDate")
            }
            updatedAt = date
        }
        let titles = (bill.child("titles")?.children("item") ?? []).compactMap { item -> Bill.Title? in
            guard let type = item.value("titleType"), let title = item.value("title") else { return nil }
            return Bill.Title(type: type, title: title)
        }
        let latestAction = bill.child("latestAction").flatMap { action -> Bill.LatestAction? in
            guard let date = action.value("actionDate"), let text = action.value("text") else { return nil }
            return Bill.LatestAction(date: date, text: text)
        }
        return Bill(
            id: id, title: try bill.required("title", file: file), titles: titles,
            originChamber: bill.value("originChamber"), introducedDate: bill.value("introducedDate"),
            updatedAt: updatedAt,
            sponsor: try bill.child("sponsors")?.children("item").first.map { item throws(ImportError) in try sponsor(item, file: file) },
            cosponsors: try (bill.child("cosponsors")?.children("item") ?? []).map { item throws(ImportError) in
                try sponsor(item, file: file)
            },
            actions: try (bill.child("actions")?.children("item") ?? []).map { item throws(ImportError) in
                try action(item, file: file)
            },
            latestAction: latestAction, summaries: summaries(bill),
            policyArea: bill.value("policyArea/name") ?? bill.value("primarySubject/name")
                ?? bill.value("subjects/billSubjects/primarySubject/name"),
            subjects: subjects(bill), laws: laws(bill))
    }

    /// A sponsor or cosponsor. Legacy files give only the full name ("Sen. Feinstein, Dianne
    /// [D-CA]"); party, state and district then come from its brackets.
    private static func sponsor(_ item: XMLTree, file: String) throws(ImportError) -> Bill.Sponsor {
        let bioguide = try item.required("bioguideId", file: file)
        let fullName = item.value("fullName") ?? item.value("name") ?? bioguide
        let bracket = bracketed(fullName)
        return Bill.Sponsor(
            bioguideID: MemberID(bioguide), fullName: fullName, firstName: item.value("firstName"), lastName: item.value("lastName"),
            party: item.value("party") ?? bracket.party, state: item.value("state") ?? bracket.state,
            district: item.value("district").flatMap(Int.init) ?? bracket.district,
            sponsorshipDate: item.value("sponsorshipDate"),
            isOriginalCosponsor: item.value("isOriginalCosponsor").map { $0.lowercased() == "true" },
            withdrawnDate: item.value("sponsorshipWithdrawnDate"))
    }

    /// "[D-KY-3]" → ("D", "KY", 3); "[D-CA]" → ("D", "CA", nil).
    private static func bracketed(_ fullName: String) -> (party: String?, state: String?, district: Int?) {
        guard let open = fullName.lastIndex(of: "["), let close = fullName.lastIndex(of: "]"), open < close else {
            return (nil, nil, nil)
        }
        let parts = fullName[fullName.index(after: open)..<close].split(separator: "-").map(String.init)
        return (parts.first, parts.count > 1 ? parts[1] : nil, parts.count > 2 ? Int(parts[2]) : nil)
    }

    /// An action; its text may be empty (the legacy sample has one such action).
    private static func action(_ item: XMLTree, file: String) throws(ImportError) -> Bill.Action {
        let votes = try (item.child("recordedVotes")?.children("recordedVote") ?? []).map { vote throws(ImportError) in
            try recordedVote(vote, file: file)
        }
        return Bill.Action(date: try item.required("actionDate", file: file), time: item.value("actionTime"),
                           text: item.value("text") ?? "", type: item.value("type"),
                           actionCode: item.value("actionCode"), sourceSystem: item.value("sourceSystem/name"),
                           recordedVotes: votes)
    }

    /// A roll call an action records. Its session year comes from the Congress and session number
    /// (the 117th Congress's 2nd session is 2022), as in the vote files' ids.
    private static func recordedVote(_ vote: XMLTree, file: String) throws(ImportError) -> Bill.RecordedVote {
        let chamberText = try vote.required("chamber", file: file)
        guard let chamber: RollCallID.Chamber = chamberText.hasPrefix("H") ? .house : chamberText.hasPrefix("S") ? .senate : nil else {
            throw vote.error("expected House or Senate, found \"\(chamberText.prefix(20))\"", file: file, at: "chamber")
        }
        let congress = try vote.requiredInt("congress", file: file)
        let session = try vote.requiredInt("sessionNumber", file: file)
        let year = RollCallID.firstYear(ofCongress: congress) + session - 1
        let id = RollCallID(chamber: chamber, number: try vote.requiredInt("rollNumber", file: file),
                            congress: congress, session: String(year))
        return Bill.RecordedVote(rollCall: id, date: vote.value("date").flatMap(OfficialDates.iso8601), url: vote.value("url"))
    }

    private static func summaries(_ bill: XMLTree) -> [Bill.Summary] {
        let items = bill.child("summaries").map { $0.children("summary") + ($0.child("billSummaries")?.children("item") ?? []) } ?? []
        return items.compactMap { item in
            guard let html = item.value("text") else { return nil }
            return Bill.Summary(versionCode: item.value("versionCode"), actionDate: item.value("actionDate"),
                                actionDescription: item.value("actionDesc"),
                                updatedAt: item.value("updateDate").flatMap(OfficialDates.iso8601),
                                text: SummaryText.plain(html))
        }
    }

    private static func subjects(_ bill: XMLTree) -> [String] {
        let current = bill.element("subjects/legislativeSubjects")?.children("item") ?? []
        let legacy = bill.element("subjects/billSubjects/otherSubjects")?.children("item") ?? []
        return (current + legacy).compactMap { $0.value("name") }
    }

    private static func laws(_ bill: XMLTree) -> [Bill.Law] {
        (bill.child("laws")?.children("item") ?? []).compactMap { item in
            guard let type = item.value("type"), let number = item.value("number") else { return nil }
            return Bill.Law(type: type, number: number)
        }
    }
}
