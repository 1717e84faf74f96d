import Foundation
import GRDB

extension TownhallDatabase {

    /// Records that the notifications `ids` were sent; a deliverer calls it after sending, so a
    /// crash in between can repeat a message but never lose one.
    public func markDelivered(_ ids: [Int64], at date: Date) async throws {
        try await writer.write { db in
            let statement = try db.makeStatement(sql: "UPDATE notification SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL")
            for id in ids { try statement.execute(arguments: [date, id]) }
        }
    }

    /// Remembers `nick` as the one `account` uses now, if the account exists (nothing is created
    /// for someone who never used the bot). Returns whether a row was written.
    @discardableResult
    public func recordNick(_ nick: String, of account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO account_last_nick (account_id, nick, seen_at)
                SELECT id, ?, ? FROM account WHERE network = ? AND name = ?
                ON CONFLICT (account_id) DO UPDATE SET nick = excluded.nick, seen_at = excluded.seen_at
                """, arguments: [nick, date, account.network, account.name])
            return db.changesCount > 0
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
