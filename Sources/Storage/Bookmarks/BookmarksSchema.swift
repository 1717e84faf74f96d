import GRDB

/// The schema of bookmarks: one function per shipped migration, registered in order by
/// `StorageMigrations` under the name in its comment. A shipped migration is never edited;
/// change the schema with a new one.
enum BookmarksSchema {
    /// "v4-incidents-bookmarks"
    static func v4IncidentsBookmarks(_ db: Database) throws {
        // A bookmark keeps the reference as people type it, normalised ("R7", "Q12",
        // "hr5376-117"): it names a report, a question or a bill without a foreign key, so it
        // stays when what it names is hidden or gone (`saved` says so) and goes only with the
        // account that saved it. Listed in the order saved (`id`).
        try db.execute(sql: """
            CREATE TABLE bookmark (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                reference TEXT NOT NULL COLLATE NOCASE,
                created_at DATETIME NOT NULL,
                UNIQUE (account_id, reference)
            );
            """)
    }
}
