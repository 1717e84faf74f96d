import Foundation
import GRDB

extension TownhallDatabase {
    /// Upvotes question `id` for `account`, at most `limit` upvotes per `day` (the caller's
    /// calendar-day key, e.g. "2026-11-21" in the bot's time zone).
    ///
    /// Check and insert happen in one IMMEDIATE transaction: it takes SQLite's write lock before
    /// reading, so two upvotes of one account — even from two processes — can never both see
    /// "2 used" and both insert.
    public func upvote(_ id: Int64, by account: AccountIdentity, day: String, limit: Int,
                       at date: Date) async throws -> UpvoteOutcome {
        try await writer.writeWithoutTransaction { db in
            var outcome = UpvoteOutcome.noSuchQuestion
            try db.inTransaction(.immediate) {
                outcome = try Self.upvote(id, by: account, day: day, limit: limit, at: date, in: db)
                return .commit
            }
            return outcome
        }
    }

    /// Upvotes `account` cast on `day`.
    public func upvotesUsed(by account: AccountIdentity, day: String) async throws -> Int {
        try await writer.read { db in
            try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM upvote JOIN account ON account.id = upvote.account_id
                WHERE account.network = ? AND account.name = ? AND upvote.day = ?
                """, arguments: [account.network, account.name, day]) ?? 0
        }
    }

    private static func upvote(_ id: Int64, by account: AccountIdentity, day: String, limit: Int,
                               at date: Date, in db: Database) throws -> UpvoteOutcome {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT q.hidden_reason, asker.network, asker.name FROM question q
            JOIN account asker ON asker.id = q.asker_id WHERE q.id = ?
            """, arguments: [id]) else { return .noSuchQuestion }
        if (row["hidden_reason"] as String?) != nil { return .hidden }
        let accountID = try ensureAccount(account, at: date, in: db)
        let askerNetwork: String = row["network"]
        let askerName: String = row["name"]
        if askerNetwork == account.network && askerName.lowercased() == account.name.lowercased() {
            return .ownQuestion
        }
        if try Bool.fetchOne(db, sql: "SELECT 1 FROM upvote WHERE question_id = ? AND account_id = ?",
                             arguments: [id, accountID]) != nil {
            return .alreadyUpvoted
        }
        let used = try usedToday(accountID, day: day, in: db)
        guard used < limit else { return .budgetSpent(limit: limit) }
        let rankBefore = try rank(of: id, in: db)
        try db.execute(sql: "INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (?, ?, ?, ?)",
                       arguments: [id, accountID, day, date])
        // Counted again inside the same transaction: what is committed is what the reply says.
        let usedAfter = try usedToday(accountID, day: day, in: db)
        let upvotes = try Int.fetchOne(db, sql: "SELECT upvote_count FROM question WHERE id = ?", arguments: [id]) ?? 0
        return .counted(upvotes: upvotes, remainingToday: max(0, limit - usedAfter),
                        rankBefore: rankBefore, rankAfter: try rank(of: id, in: db))
    }

    private static func usedToday(_ accountID: Int64, day: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM upvote WHERE account_id = ? AND day = ?",
                         arguments: [accountID, day]) ?? 0
    }
}
