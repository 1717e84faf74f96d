import Foundation
import GRDB

extension ReadSnapshot {
    /// The bill `id` with its sponsor, status, latest summary, laws and roll calls; nil if unknown.
    public func bill(_ id: BillID) throws -> BillDetail? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM bill WHERE id = ?", arguments: [id.key]) else {
            return nil
        }
        let cosponsors = try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM bill_cosponsor WHERE bill_id = ? AND withdrawn_date IS NULL
            """, arguments: [id.key]) ?? 0
        // Latest summary: the most recent action date; on a tie the later one in the file.
        let summary = try String.fetchOne(db, sql: """
            SELECT text FROM bill_summary WHERE bill_id = ? ORDER BY action_date DESC, position DESC LIMIT 1
            """, arguments: [id.key])
        return BillDetail(
            id: id, title: row["title"], originChamber: row["origin_chamber"], introducedDate: row["introduced_date"],
            sponsor: TownhallDatabase.sponsor(row), cosponsorCount: cosponsors, policyArea: row["policy_area"],
            latestAction: TownhallDatabase.latestAction(row), summary: summary,
            laws: try TownhallDatabase.laws(of: id, in: db), rollCalls: try TownhallDatabase.rollCalls(on: id, in: db))
    }

    /// The whole stored record of bill `id` (every list in file order); nil if unknown.
    public func billRecord(_ id: BillID) throws -> Bill? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM bill WHERE id = ?", arguments: [id.key]) else {
            return nil
        }
        let key = id.key
        let titles = try Row.fetchAll(db, sql: "SELECT title_type, title FROM bill_title WHERE bill_id = ? ORDER BY position",
                                      arguments: [key]).map { Bill.Title(type: $0["title_type"], title: $0["title"]) }
        let cosponsors = try Row.fetchAll(db, sql: "SELECT * FROM bill_cosponsor WHERE bill_id = ? ORDER BY position",
                                          arguments: [key]).map(TownhallDatabase.cosponsor)
        var votesByAction: [Int: [Bill.RecordedVote]] = [:]
        for vote in try Row.fetchAll(db, sql: """
            SELECT * FROM bill_recorded_vote WHERE bill_id = ? ORDER BY action_position, roll_call_id
            """, arguments: [key]) {
            guard let chamber = RollCallID.Chamber(rawValue: vote["chamber"]) else { continue }
            let rollCall = RollCallID(chamber: chamber, number: vote["number"], congress: vote["congress"], session: vote["session"])
            votesByAction[vote["action_position"], default: []]
                .append(Bill.RecordedVote(rollCall: rollCall, date: vote["voted_at"], url: vote["url"]))
        }
        let actions = try Row.fetchAll(db, sql: "SELECT * FROM bill_action WHERE bill_id = ? ORDER BY position",
                                       arguments: [key]).map { action in
            Bill.Action(date: action["action_date"], time: action["action_time"], text: action["text"],
                        type: action["type"], actionCode: action["action_code"], sourceSystem: action["source_system"],
                        recordedVotes: votesByAction[action["position"]] ?? [])
        }
        let summaries = try Row.fetchAll(db, sql: "SELECT * FROM bill_summary WHERE bill_id = ? ORDER BY position",
                                         arguments: [key]).map { summary in
            Bill.Summary(versionCode: summary["version_code"], actionDate: summary["action_date"],
                         actionDescription: summary["action_desc"], updatedAt: summary["updated_at"], text: summary["text"])
        }
        let subjects = try String.fetchAll(db, sql: "SELECT name FROM bill_subject WHERE bill_id = ? ORDER BY position",
                                           arguments: [key])
        return Bill(id: id, title: row["title"], titles: titles, originChamber: row["origin_chamber"],
                    introducedDate: row["introduced_date"], updatedAt: row["updated_at"], sponsor: TownhallDatabase.sponsor(row),
                    cosponsors: cosponsors, actions: actions, latestAction: TownhallDatabase.latestAction(row),
                    summaries: summaries, policyArea: row["policy_area"], subjects: subjects,
                    laws: try TownhallDatabase.laws(of: id, in: db))
    }

    /// Stored bills close to an id that matched nothing: the same type and number in other
    /// Congresses, the same number of another type, then nearby numbers of the same type.
    public func billSuggestions(for id: BillID, limit: Int = 5) throws -> [BillID] {
        try String.fetchAll(db, sql: """
            SELECT id FROM bill
            WHERE number = ?1 OR (type = ?2 AND congress = ?3 AND number BETWEEN ?1 - 10 AND ?1 + 10)
            ORDER BY (number = ?1) DESC, (type = ?2) DESC, abs(number - ?1), abs(congress - ?3), id
            LIMIT ?4
            """, arguments: [id.number, id.type.rawValue, id.congress, limit]).compactMap(BillID.init)
    }
}

extension ReadSnapshot {
    /// Number of stored bills.
    public func billCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM bill") ?? 0
    }
}
