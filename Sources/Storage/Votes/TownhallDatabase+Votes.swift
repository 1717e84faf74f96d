import Foundation
import SQLStore

extension TownhallDatabase {
    /// Stores `rollCalls` in ONE transaction (all or nothing). A roll call not yet known is added
    /// and queues notifications for the followers of its bill and of the members who voted in it;
    /// a known one is replaced only by a record with a later `updatedAt`, otherwise left untouched,
    /// so importing the same files again changes nothing and queues nothing.
    ///
    /// `quietBefore`: roll calls taken before this date are stored without alerts, so that a first
    /// import of years of history does not send a DM per old vote (nil alerts on every new one).
    @discardableResult
    public func storeRollCalls(_ rollCalls: [RollCall], at date: Date, quietBefore: Date? = nil,
                               progress: WriteProgress? = nil) async throws -> RollCallImportSummary {
        try await engine.write { tx in
            var summary = RollCallImportSummary()
            let members = try Self.memberKeys(in: tx)
            for (index, rollCall) in rollCalls.enumerated() {
                defer { progress?(index + 1, rollCalls.count) }  // unchanged ones count too
                let stored = try tx.row("SELECT updated_at FROM roll_call WHERE id = ?", [rollCall.id.key])
                if let stored {
                    guard Self.isNewer(rollCall.updatedAt, than: try stored.decode("updated_at")) else {
                        summary.unchanged += 1
                        continue
                    }
                    try tx.execute("DELETE FROM roll_call WHERE id = ?", [rollCall.id.key])
                    summary.updated += 1
                } else {
                    summary.added += 1
                }
                summary.castsWritten += try Self.insert(rollCall, members: members, at: date, in: tx)
                if stored == nil, rollCall.date >= quietBefore ?? .distantPast {
                    summary.notificationsQueued += try Self.notifyAboutNewRollCall(rollCall.id, at: date, in: tx)
                }
            }
            return summary
        }
    }

    // MARK: - Writing

    /// Voter keys (bioguide and LIS ids) → bioguide id, for every member ever imported. The two
    /// id schemes cannot collide: LIS ids are "S" and three digits, bioguide ids a letter and six.
    static func memberKeys(in tx: any SQLTransaction) throws -> [String: String] {
        var keys: [String: String] = [:]
        for row in try tx.rows("SELECT bioguide_id, lis_id FROM member") {
            let bioguide: String = try row.decode("bioguide_id")
            keys[bioguide] = bioguide
            if let lis: String = try row.decode("lis_id") { keys[lis] = bioguide }
        }
        return keys
    }

    /// Links casts stored before their member was imported (called by the members import): House
    /// voters by bioguide id, senators by LIS id. Each IN list is built once, so only the casts
    /// that do link look a member up.
    static func linkCastsToMembers(in tx: any SQLTransaction) throws {
        try tx.execute("""
            UPDATE roll_call_cast SET member_bioguide = voter_key
            WHERE member_bioguide IS NULL AND voter_key IN (SELECT bioguide_id FROM member)
            """)
        try tx.execute("""
            UPDATE roll_call_cast SET member_bioguide = (SELECT bioguide_id FROM member WHERE lis_id = roll_call_cast.voter_key)
            WHERE member_bioguide IS NULL AND voter_key IN (SELECT lis_id FROM member WHERE lis_id IS NOT NULL)
            """)
    }

    /// True when an incoming record should replace the stored one: only a strictly later
    /// timestamp does (a record without one never replaces, since nothing says it is newer).
    static func isNewer(_ incoming: Date?, than stored: Date?) -> Bool {
        guard let incoming else { return false }
        guard let stored else { return true }
        return incoming > stored
    }

    /// Inserts the roll call, its casts and its official totals; returns the number of casts.
    static func insert(_ rollCall: RollCall, members: [String: String], at date: Date, in tx: any SQLTransaction) throws -> Int {
        let id = rollCall.id
        try tx.execute("""
            INSERT INTO roll_call (id, chamber, congress, session, year, number, voted_at, question, type, category,
                requires, result, result_text, subject, source_url, updated_at, bill_id, bill_title,
                amendment_author, amendment_number, amendment_type, nomination_number, nomination_title, imported_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, [
                id.key, id.chamber.rawValue, id.congress, id.session, id.year, id.number, rollCall.date,
                rollCall.question, rollCall.type, rollCall.category, rollCall.requires, rollCall.result,
                rollCall.resultText, rollCall.subject, rollCall.sourceURL, rollCall.updatedAt, rollCall.bill?.key,
                rollCall.billTitle, rollCall.amendment?.author, rollCall.amendment?.number, rollCall.amendment?.type,
                rollCall.nomination?.number, rollCall.nomination?.title, date,
            ])
        try castInsert.run(rollCall.casts.enumerated().map { position, cast in
            [id.key, cast.voterKey, position, cast.option, cast.detail, cast.displayName, cast.party, cast.state,
             members[cast.voterKey]]
        }, in: tx)
        for (position, total) in (rollCall.officialTotals ?? []).enumerated() {
            try tx.execute("INSERT INTO roll_call_total (roll_call_id, position, option, count) VALUES (?, ?, ?, ?)",
                           [id.key, position, total.option, total.count])
        }
        return rollCall.casts.count
    }

    /// A roll call's casts, many to a statement (a House vote has 435).
    static let castInsert = BatchInsert("""
        INSERT INTO roll_call_cast (roll_call_id, voter_key, position, option, detail, display_name, party, state,
            member_bioguide)
        """, columns: 9)

    // MARK: - Reading rows

    static func rollCallRow(_ reference: RollCallReference, in tx: any SQLTransaction) throws -> SQLRow? {
        if let congress = reference.congress {
            return try tx.row("""
                SELECT * FROM roll_call WHERE chamber = ? AND year = ? AND number = ? AND congress = ?
                """, [reference.chamber.rawValue, reference.year, reference.number, congress])
        }
        return try tx.row("""
            SELECT * FROM roll_call WHERE chamber = ? AND year = ? AND number = ? ORDER BY congress DESC LIMIT 1
            """, [reference.chamber.rawValue, reference.year, reference.number])
    }

    /// The roll call a row's `chamber`, `number`, `congress` and `session` name; nil for an
    /// unknown chamber letter.
    static func rollCallID(_ row: SQLRow) throws -> RollCallID? {
        guard let chamber = RollCallID.Chamber(rawValue: try row.decode("chamber")) else { return nil }
        return RollCallID(chamber: chamber, number: try row.decode("number"), congress: try row.decode("congress"),
                          session: try row.decode("session"))
    }

    /// A `roll_call` row (with all its columns) as a summary.
    static func rollCallSummary(_ row: SQLRow) throws -> RollCallSummary {
        let id = try rollCallID(row) ?? RollCallID(chamber: .house, number: try row.decode("number"),
                                                   congress: try row.decode("congress"), session: try row.decode("session"))
        let (author, number, type): (String?, String?, String?) =
            (try row.decode("amendment_author"), try row.decode("amendment_number"), try row.decode("amendment_type"))
        let amendment = author == nil && number == nil && type == nil
            ? nil : RollCall.Amendment(author: author, number: number, type: type)
        let nominationNumber: String? = try row.decode("nomination_number")
        let nomination = try nominationNumber.map {
            RollCall.Nomination(number: $0, title: try row.decode("nomination_title"))
        }
        let bill: String? = try row.decode("bill_id")
        return RollCallSummary(
            id: id, date: try row.decode("voted_at"), question: try row.decode("question"), type: try row.decode("type"),
            category: try row.decode("category"), requires: try row.decode("requires"), result: try row.decode("result"),
            resultText: try row.decode("result_text"), subject: try row.decode("subject"),
            sourceURL: try row.decode("source_url"), updatedAt: try row.decode("updated_at"),
            bill: bill.flatMap(BillID.init), billTitle: try row.decode("bill_title"),
            amendment: amendment, nomination: nomination)
    }

    static func cast(_ row: SQLRow) throws -> RollCall.Cast {
        RollCall.Cast(option: try row.decode("option"), voterKey: try row.decode("voter_key"),
                      displayName: try row.decode("display_name"), party: try row.decode("party"),
                      state: try row.decode("state"), detail: try row.decode("detail"),
                      memberBioguide: try row.decode("member_bioguide"))
    }

    static func memberVote(_ row: SQLRow) throws -> MemberVote {
        MemberVote(rollCall: try rollCallSummary(row), cast: try cast(row))
    }

    /// SQL for the ids of the roll calls on the bill bound to its two `?` (the same bill id twice):
    /// those naming it and those its actions record (a UNION, so each side uses its index).
    static let rollCallsOnBill =
        "SELECT id FROM roll_call WHERE bill_id = ? UNION SELECT roll_call_id FROM bill_recorded_vote WHERE bill_id = ?"

    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
