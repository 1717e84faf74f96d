import GRDB

/// The schema, as an ordered list of named migrations.
///
/// Rule: a migration that has landed on `main` is never edited; change the schema by appending a
/// new migration with a new name.
enum StorageMigrations {
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-accounts-profiles") { db in
            // An account is a services account on one network; the name compares case-insensitively
            // (ASCII) the way services do.
            try db.execute(sql: """
                CREATE TABLE account (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    network TEXT NOT NULL,
                    name TEXT NOT NULL COLLATE NOCASE,
                    created_at DATETIME NOT NULL,
                    UNIQUE (network, name)
                );
                CREATE TABLE profile (
                    account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
                    zip TEXT,
                    district_state TEXT,
                    district_number INTEGER,
                    bio TEXT,
                    party TEXT,
                    is_private BOOLEAN NOT NULL DEFAULT 0,
                    created_at DATETIME NOT NULL,
                    updated_at DATETIME NOT NULL
                );
                """)
        }
        migrator.registerMigration("v1-members-districts") { db in
            // district: 0 = at-large, NULL for senators. in_office = 0 keeps members that left the
            // official file so later features (questions, votes) can still name them.
            try db.execute(sql: """
                CREATE TABLE member (
                    bioguide_id TEXT PRIMARY KEY NOT NULL,
                    lis_id TEXT,
                    thomas_id TEXT,
                    govtrack_id INTEGER,
                    first_name TEXT NOT NULL,
                    last_name TEXT NOT NULL,
                    official_full_name TEXT,
                    nickname TEXT,
                    chamber TEXT NOT NULL CHECK (chamber IN ('house', 'senate')),
                    state TEXT NOT NULL,
                    district INTEGER,
                    party TEXT,
                    phone TEXT,
                    office TEXT,
                    address TEXT,
                    contact_form TEXT,
                    url TEXT,
                    term_start TEXT,
                    term_end TEXT,
                    senate_class INTEGER,
                    in_office BOOLEAN NOT NULL DEFAULT 1
                );
                CREATE INDEX member_on_state_district ON member(state, district);
                CREATE INDEX member_on_last_name ON member(last_name COLLATE NOCASE);
                CREATE TABLE zip_district (
                    zcta TEXT NOT NULL,
                    state TEXT NOT NULL,
                    state_fips TEXT NOT NULL,
                    district INTEGER NOT NULL,
                    PRIMARY KEY (zcta, state, district)
                ) WITHOUT ROWID;
                """)
        }
        return migrator
    }()
}
