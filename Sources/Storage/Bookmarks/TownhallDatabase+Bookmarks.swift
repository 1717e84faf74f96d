import Foundation
import GRDB

extension TownhallDatabase {
    /// Saves `reference` for `account`. False if it was saved already.
    public func saveBookmark(_ reference: String, for account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO bookmark (account_id, reference, created_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, reference) DO NOTHING
                """, arguments: [accountID, reference, date])
            return db.changesCount > 0
        }
    }

    /// Removes `reference` from `account`'s bookmarks. False if it was not there.
    public func removeBookmark(_ reference: String, for account: AccountIdentity) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: """
                DELETE FROM bookmark WHERE reference = ? AND account_id =
                    (SELECT id FROM account WHERE network = ? AND name = ?)
                """, arguments: [reference, account.network, account.name])
            return db.changesCount > 0
        }
    }
}
