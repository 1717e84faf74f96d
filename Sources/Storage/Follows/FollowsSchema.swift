import GRDB

/// The schema of who follows which member or bill (and comments under bills): one function per
/// shipped migration, registered in order by `StorageMigrations` under the name in its comment.
/// A shipped migration is never edited; change the schema with a new one.
enum FollowsSchema {
    /// "v2-follows"
    static func v2Follows(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE follow (
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
                created_at DATETIME NOT NULL,
                PRIMARY KEY (account_id, member_bioguide)
            ) WITHOUT ROWID;
            CREATE INDEX follow_on_member ON follow(member_bioguide);
            """)
    }

    /// "v3-bill-follows"
    static func v3BillFollows(_ db: Database) throws {
        // Following a bill: a DM when a new roll call on it arrives. Comments are public and go
        // with their author's `forget me`.
        try db.execute(sql: """
            CREATE TABLE bill_follow (
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                bill_id TEXT NOT NULL REFERENCES bill(id),
                created_at DATETIME NOT NULL,
                PRIMARY KEY (account_id, bill_id)
            ) WITHOUT ROWID;
            CREATE INDEX bill_follow_on_bill ON bill_follow(bill_id);
            CREATE TABLE bill_comment (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                bill_id TEXT NOT NULL REFERENCES bill(id),
                author_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                text TEXT NOT NULL,
                created_at DATETIME NOT NULL
            );
            CREATE INDEX bill_comment_on_bill ON bill_comment(bill_id, id);
            CREATE INDEX bill_comment_on_author ON bill_comment(author_id);
            """)
    }

    /// "v5-follows-people"
    static func v5FollowsPeople(_ db: Database) throws {
        // Following a person (by their account, never a nick): their rock posts in `rocks
        // following`, counted in both profiles. Either account's `forget me` removes the row.
        try db.execute(sql: """
            CREATE TABLE person_follow (
                follower_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                followed_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (follower_id, followed_id)
            ) WITHOUT ROWID;
            CREATE INDEX person_follow_on_followed ON person_follow(followed_id);
            """)
    }
}
