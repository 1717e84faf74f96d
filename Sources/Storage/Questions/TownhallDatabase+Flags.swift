import Foundation
import SQLStore

extension TownhallDatabase {
    /// Records that `account` flags question `id` for moderators. False if this account had
    /// flagged it already (the first reason stays).
    public func flag(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            return try tx.execute("""
                INSERT INTO question_flag (question_id, account_id, reason, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (question_id, account_id) DO NOTHING
                """, [id, accountID, reason, date]) > 0
        }
    }
}
