import Foundation
import Storage

/// Reads a Senate LIS roll-call vote (`roll_call_vote` XML, e.g. vote_108_2_00213.xml): the
/// official question and result text, the printed counts, every senator by LIS id, and the Vice
/// President's tie-breaking vote when there was one.
enum SenateVoteReader {
    static func read(_ root: XMLTree, file: String) throws(ImportError) -> RollCall {
        let congress = try root.requiredInt("congress", file: file)
        let session = try root.requiredInt("session", file: file)
        let year = try root.requiredInt("congress_year", file: file)
        let number = try root.requiredInt("vote_number", file: file)
        let id = RollCallID(chamber: .senate, number: number, congress: congress, session: String(year))
        let dateText = try root.required("vote_date", file: file)
        guard let date = OfficialDates.senate(dateText) else {
            throw root.error("expected a date like \"November 17, 2004, 05:48 PM\"", file: file, at: "vote_date")
        }
        var updatedAt: Date?
        if let modified = root.value("modify_date") {
            guard let parsed = OfficialDates.senate(modified) else {
                throw root.error("expected a date like \"January 8, 2010, 08:39 AM\"", file: file, at: "modify_date")
            }
            updatedAt = parsed
        }
        let bill = root.child("document").flatMap(document)
        var amendment: RollCall.Amendment?
        if let number = root.value("amendment/amendment_number") {
            amendment = RollCall.Amendment(author: nil, number: number, type: "s-amendment")
        }
        let summary = RollCallSummary(
            id: id, date: date, question: try root.required("vote_question_text", file: file),
            type: root.value("question"), category: nil, requires: root.value("majority_requirement"),
            result: root.value("vote_result"), resultText: root.value("vote_result_text"),
            subject: root.value("vote_title"),
            sourceURL: String(format: "https://www.senate.gov/legislative/LIS/roll_call_votes/vote%d%d/vote_%d_%d_%05d.xml",
                              congress, session, congress, session, number),
            updatedAt: updatedAt, bill: bill, billTitle: bill == nil ? nil : root.value("document/document_title"),
            amendment: amendment, nomination: nomination(root))
        return RollCall(summary, officialTotals: try totals(root, file: file), casts: try casts(root, file: file))
    }

    /// The measure voted on, when it is a bill or resolution ("S.", "H.R.", "S.J.Res." …).
    private static func document(_ document: XMLTree) -> BillID? {
        guard let type = document.value("document_type").flatMap(BillType.init(official:)),
              let number = document.value("document_number").flatMap(Int.init),
              let congress = document.value("document_congress").flatMap(Int.init) else { return nil }
        return BillID(type: type, number: number, congress: congress)
    }

    private static func nomination(_ root: XMLTree) -> RollCall.Nomination? {
        guard root.value("document/document_type") == "PN", let number = root.value("document/document_number") else {
            return nil
        }
        return RollCall.Nomination(number: number, title: root.value("document/document_title"))
    }

    /// The printed counts: yeas, nays, present, absent (shown as Yea, Nay, Present, Not Voting).
    private static func totals(_ root: XMLTree, file: String) throws(ImportError) -> [OptionCount]? {
        guard let count = root.child("count") else { return nil }
        var totals: [OptionCount] = []
        for (element, option) in [("yeas", "Yea"), ("nays", "Nay"), ("present", "Present"), ("absent", "Not Voting")] {
            guard let text = count.value(element) else { continue }
            guard let number = Int(text) else { throw count.error("expected a whole number", file: file, at: element) }
            totals.append(OptionCount(option: option, count: number))
        }
        return totals
    }

    private static func casts(_ root: XMLTree, file: String) throws(ImportError) -> [RollCall.Cast] {
        guard let members = root.child("members") else { throw root.error("missing", file: file, at: "members") }
        var casts: [RollCall.Cast] = []
        var seen: Set<String> = []
        for member in members.children("member") {
            let key = try member.required("lis_member_id", file: file)
            let (option, detail) = castValue(try member.required("vote_cast", file: file))
            guard seen.insert(key).inserted else { throw member.error("senator \(key) appears twice", file: file) }
            casts.append(RollCall.Cast(option: option, voterKey: key, displayName: member.value("member_full") ?? key,
                                       party: member.value("party"), state: member.value("state"), detail: detail))
        }
        if let tieBreaker = root.child("tie_breaker"), let vote = tieBreaker.value("tie_breaker_vote") {
            let (option, detail) = castValue(vote)
            casts.append(RollCall.Cast(option: option, voterKey: RollCall.Cast.vicePresidentKey,
                                       displayName: tieBreaker.value("by_whom") ?? "Vice President", detail: detail))
        }
        return casts
    }

    /// "Present, Giving Live Pair" is a Present cast with a note: the option is the part before
    /// the comma when that part is a standard option, so tallies group it with Present.
    static func castValue(_ text: String) -> (option: String, detail: String?) {
        let standard: Set<String> = ["Yea", "Nay", "Present", "Not Voting", "Guilty", "Not Guilty"]
        guard let comma = text.firstIndex(of: ","), standard.contains(String(text[..<comma])) else { return (text, nil) }
        let detail = text[text.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        return (String(text[..<comma]), detail.isEmpty ? nil : detail)
    }
}
