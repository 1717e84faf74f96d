import Foundation
import SQLStore

extension TownhallDatabase {
    /// Adds a comment of `account` under report `id`. False if there is no such report.
    @discardableResult
    public func commentOnIncident(_ id: Int64, text: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            guard try tx.row("SELECT 1 FROM incident WHERE id = ?", [id]) != nil else {
                return false
            }
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO incident_comment (incident_id, author_id, text, created_at) VALUES (?, ?, ?, ?)
                """, [id, authorID, text, date])
            return true
        }
    }

    /// Hides report `id` for `reason`, or shows it again when `reason` is nil. False if there
    /// is no such report.
    public func setIncidentHidden(_ id: Int64, reason: String?, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("UPDATE incident SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                           [reason, reason == nil ? nil : date, id]) > 0
        }
    }
}
