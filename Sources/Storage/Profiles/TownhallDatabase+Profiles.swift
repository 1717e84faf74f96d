import Foundation
import GRDB

extension TownhallDatabase {

    /// Applies `change` to the profile of `account` (creating account and profile as needed) in
    /// one transaction, and returns the profile as committed.
    @discardableResult
    public func updateProfile(of account: AccountIdentity, at date: Date,
                              _ change: @escaping @Sendable (inout Profile) -> Void) async throws -> Profile {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            var profile = try Profile.fetchOne(db, sql: "SELECT * FROM profile WHERE account_id = ?",
                                               arguments: [accountID]) ?? .empty(at: date)
            change(&profile)
            profile.updatedAt = date
            try db.execute(sql: """
                INSERT INTO profile (account_id, zip, district_state, district_number, bio, party,
                    is_private, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (account_id) DO UPDATE SET
                    zip = excluded.zip, district_state = excluded.district_state,
                    district_number = excluded.district_number, bio = excluded.bio,
                    party = excluded.party, is_private = excluded.is_private,
                    updated_at = excluded.updated_at
                """, arguments: [accountID, profile.zip, profile.district?.state, profile.district?.number,
                                 profile.bio, profile.party, profile.isPrivate, profile.createdAt,
                                 profile.updatedAt])
            return profile
        }
    }

    /// Deletes everything stored about `account` in one transaction: the account row and, through
    /// `ON DELETE CASCADE`, every row that belongs to it. Returns false if nothing was stored.
    @discardableResult
    public func forget(_ account: AccountIdentity) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM account WHERE network = ? AND name = ?",
                           arguments: [account.network, account.name])
            guard db.changesCount > 0 else { return false }
            AccountDeletions.recordOne()
            return true
        }
    }

    /// The id of `account`, inserting it if new. Looks up first: on the hot path (upvotes) the
    /// account almost always exists, and the statements are cached because they run per request.
    static func ensureAccount(_ account: AccountIdentity, at date: Date, in db: Database) throws -> Int64 {
        let lookup = try db.cachedStatement(sql: "SELECT id FROM account WHERE network = ? AND name = ?")
        if let id = try Int64.fetchOne(lookup, arguments: [account.network, account.name]) {
            return id
        }
        try db.cachedStatement(sql: """
            INSERT INTO account (network, name, created_at) VALUES (?, ?, ?) ON CONFLICT (network, name) DO NOTHING
            """).execute(arguments: [account.network, account.name, date])
        if db.changesCount > 0 { AccountCreations.recordOne() }
        guard let id = try Int64.fetchOne(lookup, arguments: [account.network, account.name]) else {
            throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "account row vanished inside its transaction")
        }
        return id
    }
}
