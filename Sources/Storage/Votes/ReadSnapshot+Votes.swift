import Foundation
import SQLStore

extension ReadSnapshot {
    /// The roll call `reference` names (the newest Congress wins if a chat form is ambiguous),
    /// with its tally; nil if it is not stored.
    public func rollCall(_ reference: RollCallReference) throws -> RollCallDetail? {
        guard let row = try TownhallDatabase.rollCallRow(reference, in: tx) else { return nil }
        let summary = try TownhallDatabase.rollCallSummary(row)
        let key = summary.id.key
        let official = try tx.rows("""
            SELECT option, count FROM roll_call_total WHERE roll_call_id = ? ORDER BY position
            """, [key]).map(OptionCount.init(row:))
        let vicePresident = RollCall.Cast.vicePresidentKey
        let counted = try tx.rows("""
            SELECT option, COUNT(*) AS count FROM roll_call_cast WHERE roll_call_id = ? AND voter_key <> ?
            GROUP BY option
            """, [key, vicePresident]).map(OptionCount.init(row:))
        let tieBreaker: String? = try tx.row("""
            SELECT option FROM roll_call_cast WHERE roll_call_id = ? AND voter_key = ?
            """, [key, vicePresident])?.decode("option")
        return RollCallDetail(summary: summary,
                              tallies: OptionCount.displayOrder(official.isEmpty ? counted : official),
                              talliesAreOfficial: !official.isEmpty,
                              castCount: counted.reduce(0) { $0 + $1.count },
                              vicePresidentOption: tieBreaker)
    }

    /// The whole stored roll call with every cast in file order; nil if it is not stored.
    public func rollCallRecord(_ id: RollCallID) throws -> RollCall? {
        guard let row = try tx.row("SELECT * FROM roll_call WHERE id = ?", [id.key]) else {
            return nil
        }
        let summary = try TownhallDatabase.rollCallSummary(row)
        let totals = try tx.rows("""
            SELECT option, count FROM roll_call_total WHERE roll_call_id = ? ORDER BY position
            """, [id.key]).map(OptionCount.init(row:))
        let casts = try tx.rows("""
            SELECT * FROM roll_call_cast WHERE roll_call_id = ? ORDER BY position
            """, [id.key]).map(TownhallDatabase.cast)
        return RollCall(summary, officialTotals: totals.isEmpty ? nil : totals, casts: casts)
    }

    /// Stored roll calls close to a reference that matched nothing: the same roll number in other
    /// years or the other chamber, then nearby numbers of the same chamber and year.
    public func rollCallSuggestions(for reference: RollCallReference, limit: Int = 5) throws -> [RollCallID] {
        let (number, chamber, year) = (reference.number, reference.chamber.rawValue, reference.year)
        return try tx.rows("""
            SELECT chamber, number, congress, session FROM roll_call
            WHERE number = ? OR (chamber = ? AND year = ? AND number BETWEEN ? AND ?)
            ORDER BY (number = ?) DESC, (chamber = ?) DESC, abs(number - ?), abs(year - ?), voted_at DESC
            LIMIT ?
            """, [number, chamber, year, number - 10, number + 10, number, chamber, number, year, limit])
            .compactMap(TownhallDatabase.rollCallID)
    }

    /// The member's most recent votes, newest first.
    public func recentVotes(of memberBioguide: MemberID, limit: Int = 10) throws -> [MemberVote] {
        try tx.rows("""
            SELECT r.*, c.voter_key, c.option, c.detail, c.display_name, c.party, c.state, c.member_bioguide
            FROM roll_call_cast c JOIN roll_call r ON r.id = c.roll_call_id
            WHERE c.member_bioguide = ? ORDER BY r.voted_at DESC, r.id LIMIT ?
            """, [memberBioguide, limit]).map(TownhallDatabase.memberVote)
    }

    /// The stored roll calls that name `bill`, newest first. A vote may be stored before its
    /// bill's status is (they come from different files), so a bill can be missing while its
    /// votes are not.
    public func rollCalls(naming bill: BillID, limit: Int = 3) throws -> [RollCallID] {
        try tx.rows("""
            SELECT chamber, number, congress, session FROM roll_call WHERE bill_id = ?
            ORDER BY voted_at DESC LIMIT ?
            """, [bill.key, limit]).compactMap(TownhallDatabase.rollCallID)
    }

    /// How the member voted on every stored roll call on `bill` (those naming the bill and those
    /// its actions record), oldest first.
    public func votes(of memberBioguide: MemberID, on bill: BillID) throws -> [MemberVote] {
        try tx.rows("""
            SELECT r.*, c.voter_key, c.option, c.detail, c.display_name, c.party, c.state, c.member_bioguide
            FROM roll_call r JOIN roll_call_cast c ON c.roll_call_id = r.id AND c.member_bioguide = ?
            WHERE r.id IN (\(TownhallDatabase.rollCallsOnBill))
            ORDER BY r.voted_at, r.id
            """, [memberBioguide, bill.key, bill.key]).map(TownhallDatabase.memberVote)
    }
}

extension ReadSnapshot {
    /// The casts in roll call `id` of the members `memberBioguides` (those who voted in it), in
    /// the order given.
    public func casts(in id: RollCallID, of memberBioguides: [MemberID]) throws -> [RollCall.Cast] {
        guard !memberBioguides.isEmpty else { return [] }
        let arguments: [any SQLValueConvertible] = [id.key] + memberBioguides.map { $0 as any SQLValueConvertible }
        let byMember = try Dictionary(tx.rows("""
            SELECT * FROM roll_call_cast WHERE roll_call_id = ? AND member_bioguide IN (\(TownhallDatabase.placeholders(memberBioguides.count)))
            """, arguments).map { row in
                (try row.decode(MemberID.self, "member_bioguide"), try TownhallDatabase.cast(row))
            }, uniquingKeysWith: { first, _ in first })
        return memberBioguides.compactMap { byMember[$0] }
    }

    /// Number of stored roll calls.
    public func rollCallCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM roll_call") ?? 0
    }

    /// Number of stored casts, over all roll calls.
    public func castCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM roll_call_cast") ?? 0
    }
}
