/// The PostgreSQL bodies of `SyncSchema`'s migrations, under the same names: the same tables,
/// columns and indexes in PostgreSQL's types (see `StorageMigrations` for the mapping). One
/// statement per string (the extended protocol runs one at a time). A shipped body is never
/// edited; change the schema with a new migration on both engines.
enum SyncPostgresSchema {
    /// "v3-sync-state"
    static let v3SyncState: [String] = [
        """
        CREATE TABLE sync_file (
            url TEXT PRIMARY KEY NOT NULL,
            source TEXT NOT NULL,
            etag TEXT,
            last_modified TEXT,
            byte_count BIGINT NOT NULL,
            imported_at TEXT NOT NULL
        )
        """,
        """
        CREATE TABLE sync_series (
            series TEXT PRIMARY KEY NOT NULL,
            source TEXT NOT NULL,
            last_number BIGINT NOT NULL,
            updated_at TEXT NOT NULL
        )
        """,
    ]
}
