import Foundation
import SQLStore

extension TownhallDatabase {
    /// Claims up to `limit` undelivered notifications of `account`, oldest first, for `lease`:
    /// committed before any is sent, so two couriers of the account's network (two bot processes
    /// on one database) never send the same row. A claim is over when the row is marked delivered,
    /// when the courier gives it back (`releaseNotifications`, the server did not take the line),
    /// or when the lease runs out — its courier died mid-delivery, and the row is due again.
    ///
    /// On PostgreSQL the rows are locked as they are chosen and rows another courier is claiming
    /// at that moment are skipped (`FOR UPDATE … SKIP LOCKED`); each claim writes only its own
    /// rows, so couriers never queue behind one shared row.
    public func claimNotifications(for account: AccountIdentity, limit: Int, at date: Date,
                                   lease: TimeInterval = PendingNotification.claimLease) async throws -> [PendingNotification] {
        let leaseEnd = date.addingTimeInterval(lease)
        return try await engine.write(isolation: ClaimedRows.isolation) { tx in
            let lock = ClaimedRows.lockClause(alias: "n", in: tx)
            let rows = try tx.rows("""
                SELECT \(NotificationMessage.selectedColumns(of: "n")), n.created_at FROM notification n
                JOIN account ON account.id = n.account_id
                WHERE account.network = ? AND account.name = ? AND n.delivered_at IS NULL
                  AND (n.claimed_until IS NULL OR n.claimed_until <= ?)
                ORDER BY n.id LIMIT ?
                """ + lock, [account.network, account.name, date, limit])
            let claimed = try rows.map { row in
                PendingNotification(id: try row.decode("id"), account: account, message: try NotificationMessage.read(from: row),
                                    createdAt: try row.decode("created_at"))
            }
            try ClaimedRows.claim(claimed.map(\.id), of: "notification", until: leaseEnd, in: tx)
            return claimed
        }
    }

    /// Gives back claimed notifications that were not sent, so they are due at once rather than
    /// after the lease. Rows delivered meanwhile stay delivered.
    public func releaseNotifications(_ ids: [Int64]) async throws {
        guard !ids.isEmpty else { return }
        try await engine.write { tx in
            for id in ids {
                try tx.execute("UPDATE notification SET claimed_until = NULL WHERE id = ? AND delivered_at IS NULL", [id])
            }
        }
    }
}
