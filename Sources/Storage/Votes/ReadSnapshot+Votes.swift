import Foundation
import GRDB

extension ReadSnapshot {
    /// The roll call `reference` names (the newest Congress wins if a chat form is ambiguous),
    /// with its tally; nil if it is not stored.
    public func rollCall(_ reference: RollCallReference) throws -> RollCallDetail? {
        guard let row = try TownhallDatabase.rollCallRow(reference, in: db) else { return nil }
        let summary = TownhallDatabase.rollCallSummary(row)
        let key = summary.id.key
        let official = try Row.fetchAll(db, sql: """
            SELECT option, count FROM roll_call_total WHERE roll_call_id = ? ORDER BY position
            """, arguments: [key]).map { OptionCount(option: $0["option"], count: $0["count"]) }
        let counted = try Row.fetchAll(db, sql: """
            SELECT option, COUNT(*) AS count FROM roll_call_cast WHERE roll_call_id = ? GROUP BY option
            """, arguments: [key]).map { OptionCount(option: $0["option"], count: $0["count"]) }
        return RollCallDetail(summary: summary,
                              tallies: OptionCount.displayOrder(official.isEmpty ? counted : official),
                              talliesAreOfficial: !official.isEmpty,
                              castCount: counted.reduce(0) { $0 + $1.count })
    }

    /// The whole stored roll call with every cast in file order; nil if it is not stored.
    public func rollCallRecord(_ id: RollCallID) throws -> RollCall? {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM roll_call WHERE id = ?", arguments: [id.key]) else {
            return nil
        }
        let summary = TownhallDatabase.rollCallSummary(row)
        let totals = try Row.fetchAll(db, sql: """
            SELECT option, count FROM roll_call_total WHERE roll_call_id = ? ORDER BY position
            """, arguments: [id.key]).map { OptionCount(option: $0["option"], count: $0["count"]) }
        let casts = try Row.fetchAll(db, sql: """
            SELECT * FROM roll_call_cast WHERE roll_call_id = ? ORDER BY position
            """, arguments: [id.key]).map(TownhallDatabase.cast)
        return RollCall(summary, officialTotals: totals.isEmpty ? nil : totals, casts: casts)
    }

    /// Stored roll calls close to a reference that matched nothing: the same roll number in other
    /// years or the other chamber, then nearby numbers of the same chamber and year.
    public func rollCallSuggestions(for reference: RollCallReference, limit: Int = 5) throws -> [RollCallID] {
        try Row.fetchAll(db, sql: """
            SELECT chamber, number, congress, session FROM roll_call
            WHERE number = ?1 OR (chamber = ?2 AND year = ?3 AND number BETWEEN ?1 - 10 AND ?1 + 10)
            ORDER BY (number = ?1) DESC, (chamber = ?2) DESC, abs(number - ?1), abs(year - ?3), voted_at DESC
            LIMIT ?4
            """, arguments: [reference.number, reference.chamber.rawValue, reference.year, limit]).compactMap(TownhallDatabase.rollCallID)
    }

    /// The member's most recent votes, newest first.
    public func recentVotes(of memberBioguide: MemberID, limit: Int = 10) throws -> [MemberVote] {
        try Row.fetchAll(db, sql: """
            SELECT r.*, c.voter_key, c.option, c.detail, c.display_name, c.party, c.state, c.member_bioguide
            FROM roll_call_cast c JOIN roll_call r ON r.id = c.roll_call_id
            WHERE c.member_bioguide = ? ORDER BY r.voted_at DESC, r.id LIMIT ?
            """, arguments: [memberBioguide, limit]).map(TownhallDatabase.memberVote)
    }

    /// How the member voted on every stored roll call on `bill` (those naming the bill and those
    /// its actions record), oldest first.
    public func votes(of memberBioguide: MemberID, on bill: BillID) throws -> [MemberVote] {
        try Row.fetchAll(db, sql: """
            SELECT r.*, c.voter_key, c.option, c.detail, c.display_name, c.party, c.state, c.member_bioguide
            FROM roll_call r JOIN roll_call_cast c ON c.roll_call_id = r.id AND c.member_bioguide = ?1
            WHERE r.id IN (\(TownhallDatabase.rollCallsOnBill("?2")))
            ORDER BY r.voted_at, r.id
            """, arguments: [memberBioguide, bill.key]).map(TownhallDatabase.memberVote)
    }
}

extension ReadSnapshot {
    /// The casts in roll call `id` of the members `memberBioguides` (those who voted in it), in
    /// the order given.
    public func casts(in id: RollCallID, of memberBioguides: [MemberID]) throws -> [RollCall.Cast] {
        guard !memberBioguides.isEmpty else { return [] }
        let byMember = try Dictionary(Row.fetchAll(db, sql: """
            SELECT * FROM roll_call_cast WHERE roll_call_id = ? AND member_bioguide IN (\(TownhallDatabase.placeholders(memberBioguides.count)))
            """, arguments: StatementArguments([id.key] + memberBioguides.map(\.bioguide))).map { row in
                (row["member_bioguide"] as MemberID, TownhallDatabase.cast(row))
            }, uniquingKeysWith: { first, _ in first })
        return memberBioguides.compactMap { byMember[$0] }
    }

    /// Number of stored roll calls.
    public func rollCallCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM roll_call") ?? 0
    }

    /// Number of stored casts, over all roll calls.
    public func castCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM roll_call_cast") ?? 0
    }
}
