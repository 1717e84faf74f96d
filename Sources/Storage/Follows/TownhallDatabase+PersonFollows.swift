import Foundation
import GRDB

extension TownhallDatabase {
    /// `account` follows the person `person` (their account); false if it already did.
    public func followPerson(_ person: AccountIdentity, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            let followerID = try Self.ensureAccount(account, at: date, in: db)
            let followedID = try Self.ensureAccount(person, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO person_follow (follower_id, followed_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING
                """, arguments: [followerID, followedID, date])
            return db.changesCount > 0
        }
    }

    /// `account` stops following `person`; false if it did not.
    public func unfollowPerson(_ person: AccountIdentity, by account: AccountIdentity) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: """
                DELETE FROM person_follow
                WHERE follower_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                  AND followed_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, arguments: [account.network, account.name, person.network, person.name])
            return db.changesCount > 0
        }
    }
}

extension ReadSnapshot {
    /// The account names `account` follows, in the order followed.
    public func followedPeople(by account: AccountIdentity) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT followed.name FROM person_follow f
            JOIN account follower ON follower.id = f.follower_id JOIN account followed ON followed.id = f.followed_id
            WHERE follower.network = ? AND follower.name = ? ORDER BY f.created_at, followed.name
            """, arguments: [account.network, account.name])
    }

    /// How many people follow `account`, and how many it follows.
    public func personFollowCounts(of account: AccountIdentity) throws -> (followers: Int, following: Int) {
        let row = try Row.fetchOne(db, sql: """
            SELECT (SELECT COUNT(*) FROM person_follow WHERE followed_id = a.id),
                   (SELECT COUNT(*) FROM person_follow WHERE follower_id = a.id)
            FROM account a WHERE a.network = ? AND a.name = ?
            """, arguments: [account.network, account.name])
        return (row?[0] ?? 0, row?[1] ?? 0)
    }
}
