import Foundation
import GRDB

extension TownhallDatabase {
    /// `account` follows the member; false if it already did.
    public func follow(_ memberBioguide: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO follow (account_id, member_bioguide, created_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, member_bioguide) DO NOTHING
                """, arguments: [accountID, memberBioguide, date])
            return db.changesCount > 0
        }
    }

    /// `account` stops following the member; false if it did not follow them.
    public func unfollow(_ memberBioguide: String, by account: AccountIdentity) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: """
                DELETE FROM follow WHERE member_bioguide = ?
                    AND account_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, arguments: [memberBioguide, account.network, account.name])
            return db.changesCount > 0
        }
    }

    /// The members `account` follows, by chamber and name.
    public func followedMembers(by account: AccountIdentity) async throws -> [Member] {
        try await writer.read { db in
            try Member.fetchAll(db, sql: """
                SELECT member.* FROM follow
                JOIN account ON account.id = follow.account_id
                JOIN member ON member.bioguide_id = follow.member_bioguide
                WHERE account.network = ? AND account.name = ?
                ORDER BY member.chamber DESC, member.last_name, member.first_name
                """, arguments: [account.network, account.name])
        }
    }

    /// Accounts following the member, by name: whom to tell when the member answers.
    public func followers(of memberBioguide: String) async throws -> [AccountIdentity] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT account.network, account.name FROM follow JOIN account ON account.id = follow.account_id
                WHERE follow.member_bioguide = ? ORDER BY account.name
                """, arguments: [memberBioguide]).map { AccountIdentity(network: $0["network"], name: $0["name"]) }
        }
    }
}
