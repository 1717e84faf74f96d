import Foundation
import GRDB

extension ReadSnapshot {
    /// Undelivered notifications of `account`, oldest first.
    public func pendingNotifications(for account: AccountIdentity, limit: Int = 20) throws -> [PendingNotification] {
        try Row.fetchAll(db, sql: """
            SELECT n.id, n.text, n.created_at FROM notification n JOIN account ON account.id = n.account_id
            WHERE account.network = ? AND account.name = ? AND n.delivered_at IS NULL
            ORDER BY n.id LIMIT ?
            """, arguments: [account.network, account.name, limit]).map { row in
            PendingNotification(id: row["id"], account: account, text: row["text"], createdAt: row["created_at"])
        }
    }

    /// Every notification of `account`, delivered or not, oldest first (to check deliveries).
    public func outbox(of account: AccountIdentity) throws -> [OutboxEntry] {
        try Row.fetchAll(db, sql: """
            SELECT n.id, n.text, n.created_at, n.delivered_at FROM notification n JOIN account ON account.id = n.account_id
            WHERE account.network = ? AND account.name = ? ORDER BY n.id
            """, arguments: [account.network, account.name]).map { row in
            OutboxEntry(id: row["id"], text: row["text"], createdAt: row["created_at"], deliveredAt: row["delivered_at"])
        }
    }

    /// Accounts of `network` with undelivered notifications, with the nick each last used
    /// (nil if never recorded), most recently active first.
    public func recipientsAwaitingDelivery(network: String, limit: Int = 1_000) throws -> [OutboxRecipient] {
        try Row.fetchAll(db, sql: """
            SELECT account.name, last.nick FROM account
            LEFT JOIN account_last_nick last ON last.account_id = account.id
            WHERE account.network = ? AND EXISTS (
                SELECT 1 FROM notification n WHERE n.account_id = account.id AND n.delivered_at IS NULL)
            ORDER BY last.seen_at DESC LIMIT ?
            """, arguments: [network, limit]).map { row in
            OutboxRecipient(account: AccountIdentity(network: network, name: row[0]), lastNick: row[1])
        }
    }
}
