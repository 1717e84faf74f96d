import SQLStore

/// The schema of who follows which member or bill (and comments under bills): one `SchemaMigration` per
/// shipped migration, in the order `StorageMigrations` lists them.
/// A shipped migration is never edited; change the schema with a new one.
enum FollowsSchema {
    static let v2Follows = SchemaMigration("v2-follows", [
        """
        CREATE TABLE follow (
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            member_bioguide TEXT NOT NULL REFERENCES member(bioguide_id),
            created_at \(.timestamp) NOT NULL,
            PRIMARY KEY (account_id, member_bioguide)
        )\(.withoutRowID)
        """,
        "CREATE INDEX follow_on_member ON follow(member_bioguide)",
    ])

    /// Following a bill: a DM when a new roll call on it arrives. Comments are public and go with their
    /// author's `forget me`.
    static let v3BillFollows = SchemaMigration("v3-bill-follows", [
        """
        CREATE TABLE bill_follow (
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            bill_id TEXT NOT NULL REFERENCES bill(id),
            created_at \(.timestamp) NOT NULL,
            PRIMARY KEY (account_id, bill_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX bill_follow_on_bill ON bill_follow(bill_id)",
        """
        CREATE TABLE bill_comment (
            id \(.id),
            bill_id TEXT NOT NULL REFERENCES bill(id),
            author_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX bill_comment_on_bill ON bill_comment(bill_id, id)",
        "CREATE INDEX bill_comment_on_author ON bill_comment(author_id)",
    ])

    /// Following a person (by their account, never a nick): their rock posts in `rocks following`,
    /// counted in both profiles. Either account's `forget me` removes the row.
    static let v5FollowsPeople = SchemaMigration("v5-follows-people", [
        """
        CREATE TABLE person_follow (
            follower_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            followed_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            created_at \(.timestamp) NOT NULL,
            PRIMARY KEY (follower_id, followed_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX person_follow_on_followed ON person_follow(followed_id)",
    ])

    /// Following a state or city official as well as a member of Congress: as in
    /// "v20-questions-to-any-official", `member_bioguide` keeps its name, holds an `OfficialID`,
    /// and loses its foreign key to `member`; SQLite rebuilds the table with its primary key,
    /// account cascade and index as before.
    static let v20FollowsAnyOfficial = SchemaMigration("v20-follows-any-official", [
        .sqlite("PRAGMA legacy_alter_table = ON"),
        .sqlite("""
            CREATE TABLE follow_new (
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                member_bioguide TEXT NOT NULL,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (account_id, member_bioguide)
            ) WITHOUT ROWID
            """),
        .sqlite("INSERT INTO follow_new (account_id, member_bioguide, created_at) SELECT account_id, member_bioguide, created_at FROM follow"),
        .sqlite("DROP TABLE follow"),
        .sqlite("ALTER TABLE follow_new RENAME TO follow"),
        .sqlite("PRAGMA legacy_alter_table = OFF"),
        .sqlite("CREATE INDEX follow_on_member ON follow(member_bioguide)"),
        .postgres("ALTER TABLE follow DROP CONSTRAINT follow_member_bioguide_fkey"),
    ])
}
