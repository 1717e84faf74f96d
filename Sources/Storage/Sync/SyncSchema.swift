import SQLStore

/// The schema of what `townhall sync` last imported, per URL and per numbered series: one
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
enum SyncSchema {
    /// `townhall sync` remembers, per URL, the validators of the copy it last imported, so the next run
    /// can ask "changed since?" (If-None-Match / If-Modified-Since). A row is written only after that
    /// copy's import committed: a failed run leaves the old row and the next run fetches again.
    /// Numbered series (roll calls) remember the highest number imported per series, where `series` is
    /// the address with everything but the number filled in (so a new year or session starts its own
    /// series).
    static let v3SyncState = SchemaMigration("v3-sync-state", [
        """
        CREATE TABLE sync_file (
            url TEXT PRIMARY KEY NOT NULL,
            source TEXT NOT NULL,
            etag TEXT,
            last_modified TEXT,
            byte_count \(.integer) NOT NULL,
            imported_at \(.timestamp) NOT NULL
        )
        """,
        """
        CREATE TABLE sync_series (
            series TEXT PRIMARY KEY NOT NULL,
            source TEXT NOT NULL,
            last_number \(.integer) NOT NULL,
            updated_at \(.timestamp) NOT NULL
        )
        """,
    ])

    /// One row per source per `townhall sync` run (`SyncRun`): its start and end, its result
    /// (`imported`, `unchanged` or `failed` with the kind of failure) and the records it wrote,
    /// for the last-result metrics and `admin status`. Keyed by source and start, which also
    /// finds a source's latest run; a sync holds the database's lock, so one source never
    /// starts twice at once.
    static let v20SyncRuns = SchemaMigration("v20-sync-runs", [
        """
        CREATE TABLE sync_run (
            source TEXT NOT NULL,
            started_at \(.timestamp) NOT NULL,
            finished_at \(.timestamp) NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('imported', 'unchanged', 'failed')),
            failure_kind TEXT,
            row_count \(.integer) NOT NULL,
            PRIMARY KEY (source, started_at)
        )
        """,
    ])
}
