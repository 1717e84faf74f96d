import Foundation
import GRDB

extension TownhallDatabase {
    /// Adds a comment of `account` under report `id`. False if there is no such report.
    @discardableResult
    public func commentOnIncident(_ id: Int64, text: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM incident WHERE id = ?", arguments: [id]) != nil else {
                return false
            }
            let authorID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO incident_comment (incident_id, author_id, text, created_at) VALUES (?, ?, ?, ?)
                """, arguments: [id, authorID, text, date])
            return true
        }
    }

    /// Records that `account` flags report `id` for moderators. False if this account had
    /// flagged it already (the first reason stays).
    public func flagIncident(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO incident_flag (incident_id, account_id, reason, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (incident_id, account_id) DO NOTHING
                """, arguments: [id, accountID, reason, date])
            return db.changesCount > 0
        }
    }

    /// Hides report `id` for `reason`, or shows it again when `reason` is nil. False if there
    /// is no such report.
    public func setIncidentHidden(_ id: Int64, reason: String?, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "UPDATE incident SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                           arguments: [reason, reason == nil ? nil : date, id])
            return db.changesCount > 0
        }
    }
}
