import SQLStore

/// The schema of named leases (a lock in the database that several machines can see): one
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
enum LeasesSchema {
    /// One row per lock name (`townhall sync`), held by one process until `expires_at`: the holder
    /// renews it while it works and deletes it at the end; a holder that died leaves a row that simply
    /// expires. `token` tells one taking from another (a host and a pid can repeat); `holder` and
    /// `taken_at` are there to say who holds it, to people.
    static let v8LockLeases = SchemaMigration("v8-lock-leases", [
        """
        CREATE TABLE townhall_lock (
            name TEXT PRIMARY KEY NOT NULL,
            holder TEXT NOT NULL,
            token TEXT NOT NULL,
            taken_at \(.timestamp) NOT NULL,
            expires_at \(.timestamp) NOT NULL
        )
        """,
    ])
}
