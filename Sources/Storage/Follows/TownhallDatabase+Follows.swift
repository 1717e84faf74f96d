import Foundation
import SQLStore

extension TownhallDatabase {
    /// `account` follows `target` (a member or a bill); false if it already did. Throws
    /// `StorageError.unknownMember` / `.unknownBill` for one that is not stored.
    public func follow(_ target: some Followable, by account: AccountIdentity, at date: Date) async throws -> Bool {
        let (table, column) = (type(of: target).followTable, type(of: target).followColumn)
        return try await engine.write { tx in
            try target.requireStored(in: tx)
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            return try tx.execute("""
                INSERT INTO \(table) (account_id, \(column), created_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, \(column)) DO NOTHING
                """, [accountID, target.followKey, date]) > 0
        }
    }

    /// `account` stops following `target`; false if it did not follow it.
    public func unfollow(_ target: some Followable, by account: AccountIdentity) async throws -> Bool {
        let (table, column) = (type(of: target).followTable, type(of: target).followColumn)
        return try await engine.write { tx in
            try tx.execute("""
                DELETE FROM \(table) WHERE \(column) = ?
                    AND account_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [target.followKey, account.network, account.name]) > 0
        }
    }
}
