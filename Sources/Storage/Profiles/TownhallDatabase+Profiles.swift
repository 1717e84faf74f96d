import Foundation
import GRDB
import SQLStore

extension TownhallDatabase {

    /// Applies `change` to the profile of `account` (creating account and profile as needed) in
    /// one transaction, and returns the profile as committed.
    @discardableResult
    public func updateProfile(of account: AccountIdentity, at date: Date,
                              _ change: @escaping @Sendable (inout Profile) -> Void) async throws -> Profile {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            var profile = try tx.row("SELECT \(Profile.columns) FROM profile WHERE account_id = ?", [accountID])
                .map(Profile.init(row:)) ?? .empty(at: date)
            change(&profile)
            profile.updatedAt = date
            try tx.execute("""
                INSERT INTO profile (account_id, zip, district_state, district_number, state_upper_district,
                    state_lower_district, bio, party, is_private, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (account_id) DO UPDATE SET
                    zip = excluded.zip, district_state = excluded.district_state,
                    district_number = excluded.district_number, state_upper_district = excluded.state_upper_district,
                    state_lower_district = excluded.state_lower_district, bio = excluded.bio,
                    party = excluded.party, is_private = excluded.is_private,
                    updated_at = excluded.updated_at
                """, [accountID, profile.zip, profile.district?.state, profile.district?.number,
                      profile.stateDistricts[.upper], profile.stateDistricts[.lower],
                      profile.bio, profile.party, profile.isPrivate, profile.createdAt, profile.updatedAt])
            return profile
        }
    }

    /// Deletes everything stored about `account` in one transaction: the account row and, through
    /// `ON DELETE CASCADE`, every row that belongs to it; and the rows that name the person without
    /// hanging from that row (`PersonalColumns.forgottenByName`). Returns false if nothing was stored.
    /// SERIALIZABLE on purpose: on PostgreSQL the upvote rows go by triggers, not keys, and an
    /// upvote batch at the same time is refused as a conflict only between two serializable
    /// transactions (`QuestionsSchema.v23UpvoteRowsKeptByTriggers`).
    @discardableResult
    public func forget(_ account: AccountIdentity) async throws -> Bool {
        try await engine.write { [accountDeletions] tx in
            // the Matrix DM room is keyed by the user id, which is the account's name there
            let rooms = try tx.execute("DELETE FROM matrix_direct_room WHERE network = ? AND user_id = ?",
                                       [account.network, account.name])
            // a quiz run stays (the points others won in it refer to it), without its starter
            let runs = try tx.execute("UPDATE quiz_run SET started_by = '' WHERE network = ? AND started_by = ?",
                                      [account.network, account.name])
            let keys = try Self.forgetMatrixKeys(of: account, in: tx)
            let accounts = try tx.execute("DELETE FROM account WHERE network = ? AND name = ?", [account.network, account.name])
            guard accounts + rooms + runs + keys > 0 else { return false }
            if accounts > 0 { accountDeletions.recordOne() }
            return true
        }
    }

    /// Deletes what the bot kept to read a Matrix user's encrypted messages: their devices, the
    /// Olm sessions and room keys of those devices (and which events the keys decrypted), and
    /// their messages still waiting for a key. The keys go first, found through the rows about to go.
    private static func forgetMatrixKeys(of account: AccountIdentity, in tx: any SQLTransaction) throws -> Int {
        let arguments: [any SQLValueConvertible] = [account.network, account.network, account.name, account.network, account.name]
        let theirKeys = """
            network = ? AND device_key IN (SELECT curve25519 FROM matrix_user_device WHERE network = ? AND user_id = ?
                                          UNION SELECT device_key FROM matrix_megolm_session WHERE network = ? AND sender_user = ?)
            """
        var deleted = try tx.execute("DELETE FROM matrix_olm_session WHERE \(theirKeys)", arguments)
        deleted += try tx.execute("DELETE FROM matrix_megolm_index WHERE \(theirKeys)", arguments)
        deleted += try tx.execute("DELETE FROM matrix_megolm_session WHERE network = ? AND sender_user = ?", [account.network, account.name])
        deleted += try tx.execute("DELETE FROM matrix_user_device WHERE network = ? AND user_id = ?", [account.network, account.name])
        deleted += try tx.execute("DELETE FROM matrix_pending_event WHERE network = ? AND sender = ?", [account.network, account.name])
        return deleted
    }

    /// The id of `account`, inserting it if new. Looks up first: on the hot path the account
    /// almost always exists (the SQLite engine caches both statements). The insert returns the id
    /// only when it made the row; when another process made it in between (PostgreSQL), the
    /// second lookup finds theirs.
    static func ensureAccount(_ account: AccountIdentity, at date: Date, in tx: any SQLTransaction) throws -> Int64 {
        let lookup = "SELECT id FROM account WHERE network = ? AND name = ?"
        if let id = try tx.value(Int64.self, lookup, [account.network, account.name]) {
            return id
        }
        if let id = try tx.value(Int64.self, """
            INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)
            ON CONFLICT (network, name) DO NOTHING RETURNING id
            """, [account.network, account.name, date]) {
            AccountCreations.recordOne()
            return id
        }
        guard let id = try tx.value(Int64.self, lookup, [account.network, account.name]) else {
            throw StorageError.rowVanished("the account row of \(account)")
        }
        return id
    }
}
