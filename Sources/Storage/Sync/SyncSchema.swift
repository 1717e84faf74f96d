import GRDB

/// The schema of what `townhall sync` last imported, per URL and per numbered series: one function per
/// shipped migration, registered in order by `StorageMigrations` under the name in its comment.
/// A shipped migration is never edited; change the schema with a new one.
enum SyncSchema {
    /// "v3-sync-state"
    static func v3SyncState(_ db: Database) throws {
        // `townhall sync` remembers, per URL, the validators of the copy it last imported, so
        // the next run can ask "changed since?" (If-None-Match / If-Modified-Since). A row is
        // written only after that copy's import committed: a failed run leaves the old row and
        // the next run fetches again. Numbered series (roll calls) remember the highest number
        // imported per series, where `series` is the address with everything but the number
        // filled in (so a new year or session starts its own series).
        try db.execute(sql: """
            CREATE TABLE sync_file (
                url TEXT PRIMARY KEY NOT NULL,
                source TEXT NOT NULL,
                etag TEXT,
                last_modified TEXT,
                byte_count INTEGER NOT NULL,
                imported_at DATETIME NOT NULL
            );
            CREATE TABLE sync_series (
                series TEXT PRIMARY KEY NOT NULL,
                source TEXT NOT NULL,
                last_number INTEGER NOT NULL,
                updated_at DATETIME NOT NULL
            );
            """)
    }
}
