import Foundation
import GRDB

extension TownhallDatabase {
    /// `account` follows `target` (a member or a bill); false if it already did. Throws
    /// `StorageError.unknownMember` / `.unknownBill` for one that is not stored.
    public func follow(_ target: some Followable, by account: AccountIdentity, at date: Date) async throws -> Bool {
        let (table, column) = (type(of: target).followTable, type(of: target).followColumn)
        return try await writer.write { db in
            try target.requireStored(in: db)
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO \(table) (account_id, \(column), created_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, \(column)) DO NOTHING
                """, arguments: [accountID, target.followKey, date])
            return db.changesCount > 0
        }
    }

    /// `account` stops following `target`; false if it did not follow it.
    public func unfollow(_ target: some Followable, by account: AccountIdentity) async throws -> Bool {
        let (table, column) = (type(of: target).followTable, type(of: target).followColumn)
        return try await writer.write { db in
            try db.execute(sql: """
                DELETE FROM \(table) WHERE \(column) = ?
                    AND account_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, arguments: [target.followKey, account.network, account.name])
            return db.changesCount > 0
        }
    }
}
