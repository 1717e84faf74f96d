import Foundation
import SQLStore

extension ReadSnapshot {
    /// The bill `id` with its sponsor, status, latest summary, laws and roll calls; nil if unknown.
    public func bill(_ id: BillID) throws -> BillDetail? {
        guard let row = try tx.row("SELECT * FROM bill WHERE id = ?", [id.key]) else {
            return nil
        }
        let cosponsors = try tx.value(Int.self, """
            SELECT COUNT(*) FROM bill_cosponsor WHERE bill_id = ? AND withdrawn_date IS NULL
            """, [id.key]) ?? 0
        // Latest summary: the most recent action date; on a tie the later one in the file.
        // (NULLs last on both engines: a summary without a date is never the latest.)
        let summary = try tx.value(String.self, """
            SELECT text FROM bill_summary WHERE bill_id = ?
            ORDER BY action_date IS NULL, action_date DESC, position DESC LIMIT 1
            """, [id.key])
        return BillDetail(
            id: id, title: try row.decode("title"), originChamber: try row.decode("origin_chamber"),
            introducedDate: try row.decode("introduced_date"), sponsor: try TownhallDatabase.sponsor(row),
            cosponsorCount: cosponsors, policyArea: try row.decode("policy_area"),
            latestAction: try TownhallDatabase.latestAction(row), summary: summary,
            laws: try TownhallDatabase.laws(of: id, in: tx), rollCalls: try TownhallDatabase.rollCalls(on: id, in: tx))
    }

    /// The whole stored record of bill `id` (every list in file order); nil if unknown.
    public func billRecord(_ id: BillID) throws -> Bill? {
        guard let row = try tx.row("SELECT * FROM bill WHERE id = ?", [id.key]) else {
            return nil
        }
        let key = id.key
        let titles = try tx.rows("SELECT title_type, title FROM bill_title WHERE bill_id = ? ORDER BY position", [key])
            .map { Bill.Title(type: try $0.decode("title_type"), title: try $0.decode("title")) }
        let cosponsors = try tx.rows("SELECT * FROM bill_cosponsor WHERE bill_id = ? ORDER BY position", [key])
            .map(TownhallDatabase.cosponsor)
        var votesByAction: [Int: [Bill.RecordedVote]] = [:]
        for vote in try tx.rows("""
            SELECT * FROM bill_recorded_vote WHERE bill_id = ? ORDER BY action_position, roll_call_id
            """, [key]) {
            guard let rollCall = try TownhallDatabase.rollCallID(vote) else { continue }
            votesByAction[try vote.decode("action_position"), default: []]
                .append(Bill.RecordedVote(rollCall: rollCall, date: try vote.decode("voted_at"), url: try vote.decode("url")))
        }
        let actions = try tx.rows("SELECT * FROM bill_action WHERE bill_id = ? ORDER BY position", [key]).map { action in
            Bill.Action(date: try action.decode("action_date"), time: try action.decode("action_time"),
                        text: try action.decode("text"), type: try action.decode("type"),
                        actionCode: try action.decode("action_code"), sourceSystem: try action.decode("source_system"),
                        recordedVotes: votesByAction[try action.decode(Int.self, "position")] ?? [])
        }
        let summaries = try tx.rows("SELECT * FROM bill_summary WHERE bill_id = ? ORDER BY position", [key]).map { summary in
            Bill.Summary(versionCode: try summary.decode("version_code"), actionDate: try summary.decode("action_date"),
                         actionDescription: try summary.decode("action_desc"), updatedAt: try summary.decode("updated_at"),
                         text: try summary.decode("text"))
        }
        let subjects = try tx.rows("SELECT name FROM bill_subject WHERE bill_id = ? ORDER BY position", [key])
            .map { try $0.decode(String.self, at: 0) }
        return Bill(id: id, title: try row.decode("title"), titles: titles, originChamber: try row.decode("origin_chamber"),
                    introducedDate: try row.decode("introduced_date"), updatedAt: try row.decode("updated_at"),
                    sponsor: try TownhallDatabase.sponsor(row), cosponsors: cosponsors, actions: actions,
                    latestAction: try TownhallDatabase.latestAction(row), summaries: summaries,
                    policyArea: try row.decode("policy_area"), subjects: subjects,
                    laws: try TownhallDatabase.laws(of: id, in: tx))
    }

    /// Stored bills close to an id that matched nothing: the same type and number in other
    /// Congresses, the same number of another type, then nearby numbers of the same type.
    public func billSuggestions(for id: BillID, limit: Int = 5) throws -> [BillID] {
        let (number, type, congress) = (id.number, id.type.rawValue, id.congress)
        return try tx.rows("""
            SELECT id FROM bill
            WHERE number = ? OR (type = ? AND congress = ? AND number BETWEEN ? AND ?)
            ORDER BY (number = ?) DESC, (type = ?) DESC, abs(number - ?), abs(congress - ?), id
            LIMIT ?
            """, [number, type, congress, number - 10, number + 10, number, type, number, congress, limit])
            .compactMap { BillID(try $0.decode(String.self, at: 0)) }
    }
}

extension ReadSnapshot {
    /// Number of stored bills.
    public func billCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM bill") ?? 0
    }
}
