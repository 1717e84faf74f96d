import Foundation
import GRDB

extension TownhallDatabase {
    /// Undelivered notifications of `account`, oldest first.
    public func pendingNotifications(for account: AccountIdentity, limit: Int = 20) async throws -> [PendingNotification] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT n.id, n.text, n.created_at FROM notification n JOIN account ON account.id = n.account_id
                WHERE account.network = ? AND account.name = ? AND n.delivered_at IS NULL
                ORDER BY n.id LIMIT ?
                """, arguments: [account.network, account.name, limit]).map { row in
                PendingNotification(id: row["id"], account: account, text: row["text"], createdAt: row["created_at"])
            }
        }
    }

    /// Records that the notifications `ids` were sent; a deliverer calls it after sending, so a
    /// crash in between can repeat a message but never lose one.
    public func markDelivered(_ ids: [Int64], at date: Date) async throws {
        try await writer.write { db in
            let statement = try db.makeStatement(sql: "UPDATE notification SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL")
            for id in ids { try statement.execute(arguments: [date, id]) }
        }
    }

    /// Queues `text` for the asker, the upvoters and the followers of the member of question
    /// `id` (never for `except`, the answerer), once per recipient and `dedupeKey`.
    static func notifyAboutAnswer(to id: Int64, text: String, dedupeKey: String, except answererID: Int64?,
                                  at date: Date, in db: Database) throws {
        try db.execute(sql: """
            INSERT INTO notification (account_id, dedupe_key, text, created_at)
            SELECT recipient, ?2, ?3, ?4 FROM (
                SELECT asker_id AS recipient FROM question WHERE id = ?1
                UNION SELECT account_id FROM upvote WHERE question_id = ?1
                UNION SELECT follow.account_id FROM follow JOIN question ON question.member_bioguide = follow.member_bioguide
                    WHERE question.id = ?1
            ) WHERE recipient IS NOT ?5
            ON CONFLICT (account_id, dedupe_key) DO NOTHING
            """, arguments: [id, dedupeKey, text, date, answererID])
    }
}
