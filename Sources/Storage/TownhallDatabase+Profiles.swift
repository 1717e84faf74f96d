import Foundation
import GRDB

extension TownhallDatabase {
    /// The profile of `account`, nil if they never stored anything.
    public func profile(of account: AccountIdentity) async throws -> Profile? {
        try await reading { try $0.profile(of: account) }
    }

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
            return db.changesCount > 0
        }
    }

    /// Everything stored about `account`, nil if nothing is.
    public func export(_ account: AccountIdentity) async throws -> AccountExport? {
        try await writer.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT id, created_at FROM account WHERE network = ? AND name = ?
                """, arguments: [account.network, account.name]) else { return nil }
            let accountID: Int64 = row["id"]
            let profile = try Profile.fetchOne(db, sql: "SELECT * FROM profile WHERE account_id = ?",
                                               arguments: [accountID])
            let questions = try Question.fetchAll(db, sql: Self.questionSelect + " WHERE q.asker_id = ? ORDER BY q.id",
                                                  arguments: [accountID])
            func count(_ table: String, _ column: String) throws -> Int {
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table) WHERE \(column) = ?", arguments: [accountID]) ?? 0
            }
            return AccountExport(account: account, createdAt: row["created_at"], profile: profile, questions: questions,
                                 upvotesGiven: try count("upvote", "account_id"),
                                 comments: try count("question_comment", "author_id"),
                                 flags: try count("question_flag", "account_id"),
                                 verification: try Self.verification(of: account, in: db),
                                 following: try String.fetchAll(db, sql: """
                                     SELECT member_bioguide FROM follow WHERE account_id = ? ORDER BY member_bioguide
                                     """, arguments: [accountID]),
                                 followingBills: try String.fetchAll(db, sql: """
                                     SELECT bill_id FROM bill_follow WHERE account_id = ? ORDER BY bill_id
                                     """, arguments: [accountID]),
                                 billComments: try count("bill_comment", "author_id"),
                                 lastNick: try String.fetchOne(db, sql: "SELECT nick FROM account_last_nick WHERE account_id = ?",
                                                               arguments: [accountID]),
                                 notificationsWaiting: try Int.fetchOne(db, sql: """
                                     SELECT COUNT(*) FROM notification WHERE account_id = ? AND delivered_at IS NULL
                                     """, arguments: [accountID]) ?? 0,
                                 notificationsDelivered: try Int.fetchOne(db, sql: """
                                     SELECT COUNT(*) FROM notification WHERE account_id = ? AND delivered_at IS NOT NULL
                                     """, arguments: [accountID]) ?? 0)
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
        guard let id = try Int64.fetchOne(lookup, arguments: [account.network, account.name]) else {
            throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "account row vanished inside its transaction")
        }
        return id
    }
}
