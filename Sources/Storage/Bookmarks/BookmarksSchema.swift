import SQLStore

/// The schema of bookmarks: one `SchemaMigration` per shipped migration, in the order
/// `StorageMigrations` lists them. A shipped migration is never edited; change the schema with a
/// new one.
enum BookmarksSchema {
    /// A bookmark keeps the reference as people type it, normalised ("R7", "Q12", "hr5376-117"): it
    /// names a report, a question or a bill without a foreign key, so it stays when what it names is
    /// hidden or gone (`saved` says so) and goes only with the account that saved it. Listed in the
    /// order saved (`id`).
    static let v4IncidentsBookmarks = SchemaMigration("v4-incidents-bookmarks", [
        """
        CREATE TABLE bookmark (
            id \(.id),
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            reference TEXT NOT NULL COLLATE \(.nocase),
            created_at \(.timestamp) NOT NULL,
            UNIQUE (account_id, reference)
        )
        """,
    ])
}
