import Foundation
import SQLStore

extension TownhallDatabase {
    /// Stores bill status records in ONE transaction (all or nothing). A known bill is replaced
    /// only by a record with a later `updatedAt`; its row is updated in place (follows and comments
    /// keep pointing at it) and its lists and search entry are rewritten.
    @discardableResult
    public func storeBills(_ bills: [Bill], at date: Date, progress: WriteProgress? = nil) async throws -> BillImportSummary {
        try await engine.write { tx in
            var summary = BillImportSummary()
            for (index, bill) in bills.enumerated() {
                defer { progress?(index + 1, bills.count) }  // unchanged ones count too
                if let stored = try tx.row("SELECT updated_at FROM bill WHERE id = ?", [bill.id.key]) {
                    guard Self.isNewer(bill.updatedAt, than: try stored.decode("updated_at")) else {
                        summary.unchanged += 1
                        continue
                    }
                    summary.updated += 1
                } else {
                    summary.added += 1
                }
                try Self.write(bill, at: date, in: tx)
            }
            return summary
        }
    }

    // MARK: - Writing

    static func write(_ bill: Bill, at date: Date, in tx: any SQLTransaction) throws {
        let key = bill.id.key
        let sponsor = bill.sponsor
        try tx.execute("""
            INSERT INTO bill (id, congress, type, number, title, origin_chamber, introduced_date, updated_at,
                sponsor_bioguide, sponsor_name, sponsor_first_name, sponsor_last_name, sponsor_party, sponsor_state,
                sponsor_district, policy_area, latest_action_date, latest_action_text, imported_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (id) DO UPDATE SET
                title = excluded.title, origin_chamber = excluded.origin_chamber,
                introduced_date = excluded.introduced_date, updated_at = excluded.updated_at,
                sponsor_bioguide = excluded.sponsor_bioguide, sponsor_name = excluded.sponsor_name,
                sponsor_first_name = excluded.sponsor_first_name, sponsor_last_name = excluded.sponsor_last_name,
                sponsor_party = excluded.sponsor_party, sponsor_state = excluded.sponsor_state,
                sponsor_district = excluded.sponsor_district, policy_area = excluded.policy_area,
                latest_action_date = excluded.latest_action_date, latest_action_text = excluded.latest_action_text,
                imported_at = excluded.imported_at
            """, [
                key, bill.id.congress, bill.id.type.rawValue, bill.id.number, bill.title, bill.originChamber,
                bill.introducedDate, bill.updatedAt, sponsor?.bioguideID, sponsor?.fullName, sponsor?.firstName,
                sponsor?.lastName, sponsor?.party, sponsor?.state, sponsor?.district, bill.policyArea,
                bill.latestAction?.date, bill.latestAction?.text, date,
            ])
        for table in ["bill_title", "bill_cosponsor", "bill_action", "bill_recorded_vote", "bill_summary", "bill_subject", "bill_law"] {
            try tx.execute("DELETE FROM \(table) WHERE bill_id = ?", [key])
        }
        try insertRows(tx, BatchInsert("INSERT INTO bill_title (bill_id, position, title_type, title)", columns: 4),
                       bill.titles) { [key, $0, $1.type, $1.title] }
        try insertRows(tx, BatchInsert("""
            INSERT INTO bill_cosponsor (bill_id, position, bioguide_id, full_name, first_name, last_name, party, state,
                district, sponsorship_date, is_original, withdrawn_date)
            """, columns: 12), bill.cosponsors) {
            [key, $0, $1.bioguideID, $1.fullName, $1.firstName, $1.lastName, $1.party, $1.state, $1.district,
             $1.sponsorshipDate, $1.isOriginalCosponsor, $1.withdrawnDate]
        }
        try insertRows(tx, BatchInsert("""
            INSERT INTO bill_action (bill_id, position, action_date, action_time, text, type, action_code, source_system)
            """, columns: 8), bill.actions) { [key, $0, $1.date, $1.time, $1.text, $1.type, $1.actionCode, $1.sourceSystem] }
        let votes = bill.actions.enumerated().flatMap { position, action in action.recordedVotes.map { (position, $0) } }
        try insertRows(tx, BatchInsert("""
            INSERT INTO bill_recorded_vote (bill_id, action_position, roll_call_id, chamber, congress, session, number,
                voted_at, url)
            """, columns: 9, tail: "ON CONFLICT DO NOTHING"), votes) { _, entry in
            let (position, vote) = entry
            let id = vote.rollCall
            return [key, position, id.key, id.chamber.rawValue, id.congress, id.session, id.number, vote.date, vote.url]
        }
        try insertRows(tx, BatchInsert("""
            INSERT INTO bill_summary (bill_id, position, version_code, action_date, action_desc, updated_at, text)
            """, columns: 7), bill.summaries) { [key, $0, $1.versionCode, $1.actionDate, $1.actionDescription, $1.updatedAt, $1.text] }
        try insertRows(tx, BatchInsert("INSERT INTO bill_subject (bill_id, position, name)", columns: 3), bill.subjects) {
            [key, $0, $1]
        }
        try insertRows(tx, BatchInsert("INSERT INTO bill_law (bill_id, position, type, number)", columns: 4), bill.laws) {
            [key, $0, $1.type, $1.number]
        }
        try indexForSearch(bill, in: tx)
    }

    /// Inserts one row per element, values `arguments(position, element)`, many rows to a
    /// statement (on PostgreSQL each statement is a round trip; a bill has dozens of actions).
    static func insertRows<Element>(_ tx: any SQLTransaction, _ insert: BatchInsert, _ elements: [Element],
                                    _ arguments: (Int, Element) -> [any SQLValueConvertible]) throws {
        try insert.run(elements.enumerated().map { arguments($0.offset, $0.element) }, in: tx)
    }

    // MARK: - Reading rows

    static func sponsor(_ row: SQLRow) throws -> Bill.Sponsor? {
        guard let bioguide: String = try row.decode("sponsor_bioguide") else { return nil }
        return Bill.Sponsor(bioguideID: MemberID(bioguide), fullName: try row.decode("sponsor_name") ?? bioguide,
                            firstName: try row.decode("sponsor_first_name"), lastName: try row.decode("sponsor_last_name"),
                            party: try row.decode("sponsor_party"), state: try row.decode("sponsor_state"),
                            district: try row.decode("sponsor_district"))
    }

    static func latestAction(_ row: SQLRow) throws -> Bill.LatestAction? {
        guard let date: String = try row.decode("latest_action_date"),
              let text: String = try row.decode("latest_action_text") else { return nil }
        return Bill.LatestAction(date: date, text: text)
    }

    static func cosponsor(_ row: SQLRow) throws -> Bill.Sponsor {
        Bill.Sponsor(bioguideID: try row.decode("bioguide_id"), fullName: try row.decode("full_name"),
                     firstName: try row.decode("first_name"), lastName: try row.decode("last_name"),
                     party: try row.decode("party"), state: try row.decode("state"), district: try row.decode("district"),
                     sponsorshipDate: try row.decode("sponsorship_date"), isOriginalCosponsor: try row.decode("is_original"),
                     withdrawnDate: try row.decode("withdrawn_date"))
    }

    static func laws(of id: BillID, in tx: any SQLTransaction) throws -> [Bill.Law] {
        try tx.rows("SELECT type, number FROM bill_law WHERE bill_id = ? ORDER BY position", [id.key])
            .map { Bill.Law(type: try $0.decode("type"), number: try $0.decode("number")) }
    }

    /// The roll calls on a bill: those its actions record (the first action naming each) and the
    /// stored votes whose file names the bill, oldest first.
    static func rollCalls(on id: BillID, in tx: any SQLTransaction) throws -> [BillRollCall] {
        var byKey: [String: BillRollCall] = [:]
        for row in try tx.rows("""
            SELECT v.*, a.text AS action_text FROM bill_recorded_vote v
            JOIN bill_action a ON a.bill_id = v.bill_id AND a.position = v.action_position
            WHERE v.bill_id = ? ORDER BY v.action_position
            """, [id.key]) {
            let key: String = try row.decode("roll_call_id")
            guard byKey[key] == nil, let rollCall = try rollCallID(row) else { continue }
            byKey[key] = BillRollCall(id: rollCall, date: try row.decode("voted_at"), actionText: try row.decode("action_text"))
        }
        for row in try tx.rows("SELECT * FROM roll_call WHERE id IN (\(rollCallsOnBill))", [id.key, id.key]) {
            let summary = try rollCallSummary(row)
            var entry = byKey[summary.id.key] ?? BillRollCall(id: summary.id)
            entry.date = summary.date
            entry.rollCall = summary
            byKey[summary.id.key] = entry
        }
        return byKey.values.sorted { lhs, rhs in
            switch (lhs.date, rhs.date) {
            case let (left?, right?) where left != right: left < right
            default: lhs.id.key < rhs.id.key
            }
        }
    }
}
