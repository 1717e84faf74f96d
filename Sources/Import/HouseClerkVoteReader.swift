import Foundation
import Storage

/// Reads a House Clerk EVS roll call (`rollcall-vote` XML, clerk.house.gov/evs/YEAR/rollNNN.xml).
/// The printed totals are kept as official: an excerpt may list fewer recorded votes than voted.
/// Files before 2003 carry no bioguide id (`name-id`); such voters are keyed by name and state.
enum HouseClerkVoteReader {
    static func read(_ root: XMLTree, file: String) throws(ImportError) -> RollCall {
        guard let metadata = root.child("vote-metadata") else { throw root.error("missing", file: file, at: "vote-metadata") }
        let congress = try metadata.requiredInt("congress", file: file)
        let number = try metadata.requiredInt("rollcall-num", file: file)
        let day = try metadata.required("action-date", file: file)
        let time = metadata.child("action-time")?.attributes["time-etz"]
        guard let date = OfficialDates.houseClerk(day: day, time: time) else {
            throw metadata.error("expected a date like 26-Jan-2023", file: file, at: "action-date")
        }
        let year = Calendar.washington.component(.year, from: date)
        let id = RollCallID(chamber: .house, number: number, congress: congress, session: String(year))
        let voteType = metadata.value("vote-type")
        var amendment: RollCall.Amendment?
        if metadata.value("amendment-num") != nil || metadata.value("amendment-author") != nil {
            amendment = RollCall.Amendment(author: metadata.value("amendment-author"),
                                           number: metadata.value("amendment-num"), type: "h-amendment")
        }
        let summary = RollCallSummary(
            id: id, date: date, question: try metadata.required("vote-question", file: file), type: voteType,
            category: nil, requires: requirement(voteType), result: metadata.value("vote-result"),
            resultText: metadata.value("vote-result"), subject: metadata.value("vote-desc"),
            sourceURL: String(format: "https://clerk.house.gov/evs/%d/roll%03d.xml", year, number),
            updatedAt: nil, bill: metadata.value("legis-num").flatMap(bill(congress: congress)),
            amendment: amendment)
        return RollCall(summary, officialTotals: try totals(metadata, file: file), casts: try casts(root, file: file))
    }

    /// The majority the vote type states: "2/3" for suspension votes ("2/3 YEA-AND-NAY"),
    /// "QUORUM" for quorum calls, else a simple majority.
    private static func requirement(_ voteType: String?) -> String? {
        guard let voteType else { return nil }
        if voteType.contains("2/3") { return "2/3" }
        if voteType.uppercased().contains("QUORUM") { return "QUORUM" }
        return "1/2"
    }

    /// "H R 21", "H RES 5", "S 1": a measure of `congress`; nil for "QUORUM 1" and the like.
    private static func bill(congress: Int) -> (String) -> BillID? {
        { text in
            let words = text.split(separator: " ")
            guard let last = words.last, let number = Int(last),
                  let type = BillType(official: words.dropLast().joined()) else { return nil }
            return BillID(type: type, number: number, congress: congress)
        }
    }

    /// The "Totals" row, with option labels as the casts spell them: the headers say "Ayes"/"Noes"
    /// for recorded votes and "Yeas"/"Nays" for yea-and-nay votes. Elections print candidates.
    private static func totals(_ metadata: XMLTree, file: String) throws(ImportError) -> [OptionCount]? {
        guard let block = metadata.child("vote-totals") else { return nil }
        var totals: [OptionCount] = []
        for candidate in block.children("totals-by-candidate") {
            let name = try candidate.required("candidate", file: file)
            totals.append(OptionCount(option: name, count: try candidate.requiredInt("candidate-total", file: file)))
        }
        guard let row = block.child("totals-by-vote") else { return totals.isEmpty ? nil : totals }
        let header = block.child("totals-by-party-header")
        let yea = header?.value("yea-header") == "Ayes" ? "Aye" : "Yea"
        let nay = header?.value("nay-header") == "Noes" ? "No" : "Nay"
        for (element, option) in [("yea-total", yea), ("nay-total", nay), ("present-total", "Present"), ("not-voting-total", "Not Voting")] {
            guard row.child(element) != nil else { continue }
            totals.append(OptionCount(option: option, count: try row.requiredInt(element, file: file)))
        }
        return totals
    }

    private static func casts(_ root: XMLTree, file: String) throws(ImportError) -> [RollCall.Cast] {
        guard let data = root.child("vote-data") else { throw root.error("missing", file: file, at: "vote-data") }
        var casts: [RollCall.Cast] = []
        var seen: Set<String> = []
        for recorded in data.children("recorded-vote") {
            guard let legislator = recorded.child("legislator") else { throw recorded.error("missing", file: file, at: "legislator") }
            guard let name = legislator.value() else { throw legislator.error("missing the legislator's name", file: file) }
            let state = legislator.attributes["state"]
            let key = legislator.attributes["name-id"].flatMap { $0.isEmpty ? nil : $0 } ?? "name:\(name) (\(state ?? "?"))"
            guard seen.insert(key).inserted else { throw recorded.error("voter \(key) appears twice", file: file) }
            casts.append(RollCall.Cast(option: try recorded.required("vote", file: file), voterKey: key, displayName: name,
                                       party: legislator.attributes["party"], state: state))
        }
        return casts
    }
}
