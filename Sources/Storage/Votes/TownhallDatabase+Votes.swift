import Foundation
import GRDB

extension TownhallDatabase {
    /// Stores `rollCalls` in ONE transaction (all or nothing). A roll call not yet known is added
    /// and queues notifications for the followers of its bill and of the members who voted in it;
    /// a known one is replaced only by a record with a later `updatedAt`, otherwise left untouched,
    /// so importing the same files again changes nothing and queues nothing.
    ///
    /// `quietBefore`: roll calls taken before this date are stored without alerts, so that a first
    /// import of years of history does not send a DM per old vote (nil alerts on every new one).
    /// `alerts` words each follower's DM.
    @discardableResult
    public func storeRollCalls(_ rollCalls: [RollCall], at date: Date, quietBefore: Date? = nil,
                               alerts: @escaping RollCallAlertWording,
                               progress: WriteProgress? = nil) async throws -> RollCallImportSummary {
        try await writer.write { db in
            var summary = RollCallImportSummary()
            let members = try Self.memberKeys(in: db)
            for (index, rollCall) in rollCalls.enumerated() {
                defer { progress?(index + 1, rollCalls.count) }  // unchanged ones count too
                let stored = try Row.fetchOne(db, sql: "SELECT updated_at FROM roll_call WHERE id = ?",
                                              arguments: [rollCall.id.key])
                if let stored {
                    guard Self.isNewer(rollCall.updatedAt, than: stored["updated_at"]) else {
                        summary.unchanged += 1
                        continue
                    }
                    try db.execute(sql: "DELETE FROM roll_call WHERE id = ?", arguments: [rollCall.id.key])
                    summary.updated += 1
                } else {
                    summary.added += 1
                }
                summary.castsWritten += try Self.insert(rollCall, members: members, at: date, in: db)
                if stored == nil, rollCall.date >= quietBefore ?? .distantPast {
                    summary.notificationsQueued += try Self.notifyAboutNewRollCall(rollCall.id, wording: alerts, at: date, in: db)
                }
            }
            return summary
        }
    }

    // MARK: - Writing

    /// Voter keys (bioguide and LIS ids) → bioguide id, for every member ever imported. The two
    /// id schemes cannot collide: LIS ids are "S" and three digits, bioguide ids a letter and six.
    static func memberKeys(in db: Database) throws -> [String: String] {
        var keys: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT bioguide_id, lis_id FROM member") {
            let bioguide: String = row["bioguide_id"]
            keys[bioguide] = bioguide
            if let lis: String = row["lis_id"] { keys[lis] = bioguide }
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
    static func insert(_ rollCall: RollCall, members: [String: String], at date: Date, in db: Database) throws -> Int {
        let id = rollCall.id
        try db.execute(sql: """
            INSERT INTO roll_call (id, chamber, congress, session, year, number, voted_at, question, type, category,
                requires, result, result_text, subject, source_url, updated_at, bill_id, bill_title,
                amendment_author, amendment_number, amendment_type, nomination_number, nomination_title, imported_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [
                id.key, id.chamber.rawValue, id.congress, id.session, id.year, id.number, rollCall.date,
                rollCall.question, rollCall.type, rollCall.category, rollCall.requires, rollCall.result,
                rollCall.resultText, rollCall.subject, rollCall.sourceURL, rollCall.updatedAt, rollCall.bill?.key,
                rollCall.billTitle, rollCall.amendment?.author, rollCall.amendment?.number, rollCall.amendment?.type,
                rollCall.nomination?.number, rollCall.nomination?.title, date,
            ])
        let castStatement = try db.makeStatement(sql: """
            INSERT INTO roll_call_cast (roll_call_id, voter_key, position, option, detail, display_name, party, state,
                member_bioguide) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for (position, cast) in rollCall.casts.enumerated() {
            try castStatement.execute(arguments: [
                id.key, cast.voterKey, position, cast.option, cast.detail, cast.displayName, cast.party, cast.state,
                members[cast.voterKey],
            ])
        }
        let totalStatement = try db.makeStatement(sql: """
            INSERT INTO roll_call_total (roll_call_id, position, option, count) VALUES (?, ?, ?, ?)
            """)
        for (position, total) in (rollCall.officialTotals ?? []).enumerated() {
            try totalStatement.execute(arguments: [id.key, position, total.option, total.count])
        }
        return rollCall.casts.count
    }

    // MARK: - Reading rows

    static func rollCallRow(_ reference: RollCallReference, in db: Database) throws -> Row? {
        if let congress = reference.congress {
            return try Row.fetchOne(db, sql: """
                SELECT * FROM roll_call WHERE chamber = ? AND year = ? AND number = ? AND congress = ?
                """, arguments: [reference.chamber.rawValue, reference.year, reference.number, congress])
        }
        return try Row.fetchOne(db, sql: """
            SELECT * FROM roll_call WHERE chamber = ? AND year = ? AND number = ? ORDER BY congress DESC LIMIT 1
            """, arguments: [reference.chamber.rawValue, reference.year, reference.number])
    }

    static func rollCallID(_ row: Row) -> RollCallID? {
        guard let chamber = RollCallID.Chamber(rawValue: row["chamber"]) else { return nil }
        return RollCallID(chamber: chamber, number: row["number"], congress: row["congress"], session: row["session"])
    }

    /// A `roll_call` row (with all its columns) as a summary.
    static func rollCallSummary(_ row: Row) -> RollCallSummary {
        let id = rollCallID(row) ?? RollCallID(chamber: .house, number: row["number"], congress: row["congress"],
                                               session: row["session"])
        let amendment: RollCall.Amendment? = row["amendment_author"] == nil && row["amendment_number"] == nil
            && row["amendment_type"] == nil ? nil
            : RollCall.Amendment(author: row["amendment_author"], number: row["amendment_number"], type: row["amendment_type"])
        let nomination = (row["nomination_number"] as String?).map {
            RollCall.Nomination(number: $0, title: row["nomination_title"])
        }
        return RollCallSummary(
            id: id, date: row["voted_at"], question: row["question"], type: row["type"], category: row["category"],
            requires: row["requires"], result: row["result"], resultText: row["result_text"], subject: row["subject"],
            sourceURL: row["source_url"], updatedAt: row["updated_at"],
            bill: (row["bill_id"] as String?).flatMap(BillID.init), billTitle: row["bill_title"],
            amendment: amendment, nomination: nomination)
    }

    static func cast(_ row: Row) -> RollCall.Cast {
        RollCall.Cast(option: row["option"], voterKey: row["voter_key"], displayName: row["display_name"],
                      party: row["party"], state: row["state"], detail: row["detail"],
                      memberBioguide: row["member_bioguide"])
    }

    static func memberVote(_ row: Row) -> MemberVote {
        MemberVote(rollCall: rollCallSummary(row), cast: cast(row))
    }

    /// SQL for the ids of the roll calls on the bill bound to `parameter` ("?1"): those naming it
    /// and those its actions record (a UNION, so each side uses its index).
    static func rollCallsOnBill(_ parameter: String) -> String {
        "SELECT id FROM roll_call WHERE bill_id = \(parameter) "
            + "UNION SELECT roll_call_id FROM bill_recorded_vote WHERE bill_id = \(parameter)"
    }

    static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
