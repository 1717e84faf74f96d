import Foundation
import SQLStore

extension ReadSnapshot {
    /// Undelivered notifications of `account`, oldest first.
    public func pendingNotifications(for account: AccountIdentity, limit: Int = 20) throws -> [PendingNotification] {
        try tx.rows("""
            SELECT \(NotificationMessage.selectedColumns(of: "n")), n.created_at FROM notification n
            JOIN account ON account.id = n.account_id
            WHERE account.network = ? AND account.name = ? AND n.delivered_at IS NULL
            ORDER BY n.id LIMIT ?
            """, [account.network, account.name, limit]).map { row in
            PendingNotification(id: try row.decode("id"), account: account, message: try NotificationMessage.read(from: row),
                                createdAt: try row.decode("created_at"))
        }
    }

    /// Every notification of `account`, delivered or not, oldest first (to check deliveries).
    public func outbox(of account: AccountIdentity) throws -> [OutboxEntry] {
        try tx.rows("""
            SELECT \(NotificationMessage.selectedColumns(of: "n")), n.created_at, n.delivered_at FROM notification n
            JOIN account ON account.id = n.account_id
            WHERE account.network = ? AND account.name = ? ORDER BY n.id
            """, [account.network, account.name]).map { row in
            OutboxEntry(id: try row.decode("id"), message: try NotificationMessage.read(from: row), createdAt: try row.decode("created_at"),
                        deliveredAt: try row.decode("delivered_at"))
        }
    }

    /// Accounts of `network` with undelivered notifications, with the nick each last used
    /// (nil if never recorded), most recently active first.
    public func recipientsAwaitingDelivery(network: String, limit: Int = 1_000) throws -> [OutboxRecipient] {
        // SQLite sorts NULLs first in ascending order, so last in this descending one;
        // PostgreSQL would put them first unless told.
        try tx.rows("""
            SELECT account.name, last.nick FROM account
            LEFT JOIN account_last_nick last ON last.account_id = account.id
            WHERE account.network = ? AND EXISTS (
                SELECT 1 FROM notification n WHERE n.account_id = account.id AND n.delivered_at IS NULL)
            ORDER BY last.seen_at DESC NULLS LAST LIMIT ?
            """, [network, limit]).map { row in
            OutboxRecipient(account: AccountIdentity(network: network, name: try row.decode(at: 0)), lastNick: try row.decode(at: 1))
        }
    }
}
