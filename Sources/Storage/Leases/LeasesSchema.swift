import GRDB

/// The schema of named leases (a lock in the database that several machines can see): one
/// function per shipped migration, registered in order by `StorageMigrations` under the name in
/// its comment. A shipped migration is never edited; change the schema with a new one.
enum LeasesSchema {
    /// "v8-lock-leases"
    static func v8LockLeases(_ db: Database) throws {
        // One row per lock name (`townhall sync`), held by one process until `expires_at`: the
        // holder renews it while it works and deletes it at the end; a holder that died leaves
        // a row that simply expires. `token` tells one taking from another (a host and a pid
        // can repeat); `holder` and `taken_at` are there to say who holds it, to people.
        try db.execute(sql: """
            CREATE TABLE townhall_lock (
                name TEXT PRIMARY KEY NOT NULL,
                holder TEXT NOT NULL,
                token TEXT NOT NULL,
                taken_at DATETIME NOT NULL,
                expires_at DATETIME NOT NULL
            );
            """)
    }
}
