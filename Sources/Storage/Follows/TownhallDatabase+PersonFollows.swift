import Foundation
import SQLStore

extension TownhallDatabase {
    /// `account` follows the person `person` (their account); false if it already did.
    public func followPerson(_ person: AccountIdentity, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let followerID = try Self.ensureAccount(account, at: date, in: tx)
            let followedID = try Self.ensureAccount(person, at: date, in: tx)
            return try tx.execute("""
                INSERT INTO person_follow (follower_id, followed_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING
                """, [followerID, followedID, date]) > 0
        }
    }

    /// `account` stops following `person`; false if it did not.
    public func unfollowPerson(_ person: AccountIdentity, by account: AccountIdentity) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                DELETE FROM person_follow
                WHERE follower_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                  AND followed_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [account.network, account.name, person.network, person.name]) > 0
        }
    }
}

extension ReadSnapshot {
    /// The account names `account` follows, in the order followed.
    public func followedPeople(by account: AccountIdentity) throws -> [String] {
        try tx.rows("""
            SELECT followed.name FROM person_follow f
            JOIN account follower ON follower.id = f.follower_id JOIN account followed ON followed.id = f.followed_id
            WHERE follower.network = ? AND follower.name = ? ORDER BY f.created_at, followed.name
            """, [account.network, account.name]).map { try $0.decode(String.self, at: 0) }
    }

    /// How many people follow `account`, and how many it follows.
    public func personFollowCounts(of account: AccountIdentity) throws -> (followers: Int, following: Int) {
        let row = try tx.row("""
            SELECT (SELECT COUNT(*) FROM person_follow WHERE followed_id = a.id),
                   (SELECT COUNT(*) FROM person_follow WHERE follower_id = a.id)
            FROM account a WHERE a.network = ? AND a.name = ?
            """, [account.network, account.name])
        return (try row?.decode(Int.self, at: 0) ?? 0, try row?.decode(Int.self, at: 1) ?? 0)
    }
}
