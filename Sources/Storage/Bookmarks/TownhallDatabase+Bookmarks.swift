import Foundation
import SQLStore

extension TownhallDatabase {
    /// Saves `reference` for `account`. False if it was saved already.
    public func saveBookmark(_ reference: String, for account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            return try tx.execute("""
                INSERT INTO bookmark (account_id, reference, created_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, reference) DO NOTHING
                """, [accountID, reference, date]) > 0
        }
    }

    /// Removes `reference` from `account`'s bookmarks. False if it was not there.
    public func removeBookmark(_ reference: String, for account: AccountIdentity) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                DELETE FROM bookmark WHERE reference = ? AND account_id =
                    (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [reference, account.network, account.name]) > 0
        }
    }
}
