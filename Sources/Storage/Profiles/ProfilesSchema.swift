import GRDB

/// The schema of accounts (a services account on one network) and their profiles: one function per
/// shipped migration, registered in order by `StorageMigrations` under the name in its comment.
/// A shipped migration is never edited; change the schema with a new one.
enum ProfilesSchema {
    /// "v1-accounts-profiles"
    static func v1AccountsProfiles(_ db: Database) throws {
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
}
