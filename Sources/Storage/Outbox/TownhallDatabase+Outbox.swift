import Foundation
import SQLStore

extension TownhallDatabase {

    /// Records that the notifications `ids` were sent; a deliverer calls it after sending, so a
    /// crash in between can repeat a message but never lose one.
    public func markDelivered(_ ids: [Int64], at date: Date) async throws {
        try await engine.write { tx in
            for id in ids {
                try tx.execute("UPDATE notification SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL", [date, id])
            }
        }
    }

    /// Remembers `nick` as the one `account` uses now, if the account exists (nothing is created
    /// for someone who never used the bot). Returns whether a row was written.
    @discardableResult
    public func recordNick(_ nick: String, of account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO account_last_nick (account_id, nick, seen_at)
                SELECT id, ?, ? FROM account WHERE network = ? AND name = ?
                ON CONFLICT (account_id) DO UPDATE SET nick = excluded.nick, seen_at = excluded.seen_at
                """, [nick, date, account.network, account.name]) > 0
        }
    }

    /// Queues `text` for the asker, the upvoters and the followers of the member of question
    /// `id` (never for `except`, the answerer), once per recipient and `dedupeKey`. (Account ids
    /// start at 1, so 0 stands for "no answerer to leave out".)
    static func notifyAboutAnswer(to id: Int64, text: String, dedupeKey: String, except answererID: Int64?,
                                  at date: Date, in tx: any SQLTransaction) throws {
        try tx.execute("""
            INSERT INTO notification (account_id, dedupe_key, text, created_at)
            SELECT recipient, ?, ?, ? FROM (
                SELECT asker_id AS recipient FROM question WHERE id = ?
                UNION SELECT account_id FROM upvote WHERE question_id = ?
                UNION SELECT follow.account_id FROM follow JOIN question ON question.member_bioguide = follow.member_bioguide
                    WHERE question.id = ?
            ) AS recipients WHERE recipient <> coalesce(?, 0)
            ON CONFLICT (account_id, dedupe_key) DO NOTHING
            """, [dedupeKey, text, date, id, id, id, answererID])
    }
}
