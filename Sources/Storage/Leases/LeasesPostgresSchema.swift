/// The PostgreSQL bodies of `LeasesSchema`'s migrations, under the same names: the same tables
/// and columns in PostgreSQL's types (see `StorageMigrations` for the mapping). One statement per
/// string. A shipped body is never edited; change the schema with a new migration on both engines.
enum LeasesPostgresSchema {
    /// "v8-lock-leases"
    static let v8LockLeases: [String] = [
        """
        CREATE TABLE townhall_lock (
            name TEXT PRIMARY KEY NOT NULL,
            holder TEXT NOT NULL,
            token TEXT NOT NULL,
            taken_at TEXT NOT NULL,
            expires_at TEXT NOT NULL
        )
        """,
    ]
}
