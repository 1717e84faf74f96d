import SQLStore

extension ReadSnapshot {
    /// The bills `member` sponsored or cosponsored, from the bill status files imported,
    /// newest signing first, after skipping `offset`. A cosponsorship the member withdrew is left
    /// out: they no longer stand behind the bill.
    public func sponsoredBills(by member: MemberID, limit: Int, offset: Int = 0) throws -> [SponsoredBill] {
        try tx.rows("""
            SELECT * FROM (
                SELECT id, title, latest_action_date, latest_action_text, 1 AS sponsored, NULL AS is_original,
                       introduced_date AS signed
                FROM bill WHERE sponsor_bioguide = ?
                UNION ALL
                SELECT b.id, b.title, b.latest_action_date, b.latest_action_text, 0, c.is_original, c.sponsorship_date
                FROM bill_cosponsor c JOIN bill b ON b.id = c.bill_id
                WHERE c.bioguide_id = ? AND c.withdrawn_date IS NULL
            ) AS signed_on
            ORDER BY signed IS NULL, signed DESC, id DESC LIMIT ? OFFSET ?
            """, [member.bioguide, member.bioguide, limit, offset]).compactMap { row in
            guard let headline = try TownhallDatabase.headline(row) else { return nil }
            let role: SponsoredBill.Role = try row.decode(Int.self, "sponsored") == 1
                ? .sponsor : .cosponsor(original: try row.decode(Bool?.self, "is_original") ?? false)
            return SponsoredBill(bill: headline, role: role, date: try row.decode("signed"))
        }
    }
}
