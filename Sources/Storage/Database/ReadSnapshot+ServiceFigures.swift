import Foundation
import SQLStore

extension ReadSnapshot {
    /// The figures of `ServiceFigures`, in one snapshot. The outbox count uses the partial index
    /// of undelivered rows; the mail and sync tables are small.
    public func serviceFigures() throws -> ServiceFigures {
        var figures = ServiceFigures()
        for row in try tx.rows("""
            SELECT account.network AS network, COUNT(*) AS depth, MIN(n.created_at) AS oldest
            FROM notification n JOIN account ON account.id = n.account_id
            WHERE n.delivered_at IS NULL GROUP BY account.network
            """) {
            let network: String = try row.decode("network")
            figures.outboxDepth[network] = try row.decode("depth")
            figures.outboxOldest[network] = try row.decode("oldest")
        }
        for row in try tx.rows("""
            SELECT status, COUNT(*) AS mails, CAST(COALESCE(SUM(attempts), 0) AS BIGINT) AS attempts FROM outgoing_mail GROUP BY status
            """) {
            let status: String = try row.decode("status")
            figures.mailByStatus[status] = try row.decode("mails")
            figures.mailAttemptsByStatus[status] = try row.decode("attempts")
        }
        for row in try tx.rows("""
            SELECT source, MAX(imported_at) AS at FROM sync_file GROUP BY source
            UNION ALL SELECT source, MAX(updated_at) AS at FROM sync_series GROUP BY source
            """) {
            let source: String = try row.decode("source")
            let date: Date = try row.decode("at")
            figures.syncImportedAt[source] = max(figures.syncImportedAt[source] ?? date, date)
        }
        figures.lastSyncRun = try lastSyncRuns()
        return figures
    }
}
