import GRDB

/// The tables of how to reach a member besides their Washington office (which the member row
/// keeps): district offices and official social media accounts, one function per shipped
/// migration, registered in order by `StorageMigrations` under the name in its comment.
/// A shipped migration is never edited; change the schema with a new one.
enum ContactSchema {
    /// "v5-contact-district-offices"
    static func v5ContactDistrictOffices(_ db: Database) throws {
        // No foreign key to member: the offices file is imported on its own (a sync source of its
        // own), possibly before the legislators file names a new member. position keeps the
        // file's order of a member's offices.
        try db.execute(sql: """
            CREATE TABLE district_office (
                bioguide_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                office_id TEXT,
                address TEXT,
                suite TEXT,
                building TEXT,
                city TEXT NOT NULL,
                state TEXT NOT NULL,
                zip TEXT,
                phone TEXT,
                fax TEXT,
                hours TEXT,
                PRIMARY KEY (bioguide_id, position)
            ) WITHOUT ROWID;
            """)
    }

    /// "v5-contact-social-accounts"
    static func v5ContactSocialAccounts(_ db: Database) throws {
        // service is the file's key as written (twitter, facebook, youtube_id, mastodon…), so a
        // service the file adds later is kept without a migration.
        try db.execute(sql: """
            CREATE TABLE social_account (
                bioguide_id TEXT NOT NULL,
                service TEXT NOT NULL,
                handle TEXT NOT NULL,
                PRIMARY KEY (bioguide_id, service)
            ) WITHOUT ROWID;
            """)
    }
}
