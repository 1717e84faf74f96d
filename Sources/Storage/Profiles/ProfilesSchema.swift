import SQLStore

/// The schema of accounts (a services account on one network) and their profiles: one
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
enum ProfilesSchema {
    /// An account is a services account on one network; the name compares case-insensitively (ASCII)
    /// the way services do.
    static let v1AccountsProfiles = SchemaMigration("v1-accounts-profiles", [
        // SQLite's `COLLATE NOCASE` under the same name, so `name = ?` compares alike on both
        // engines: ICU at secondary strength ignores case (and, unlike NOCASE, which folds ASCII
        // only, also non-ASCII case — services accounts are ASCII in practice).
        .postgres("CREATE COLLATION IF NOT EXISTS nocase (provider = icu, locale = 'und-u-ks-level2', deterministic = false)"),
        """
        CREATE TABLE account (
            id \(.id),
            network TEXT NOT NULL,
            name TEXT NOT NULL COLLATE \(.nocase),
            created_at \(.timestamp) NOT NULL,
            UNIQUE (network, name)
        )
        """,
        """
        CREATE TABLE profile (
            account_id \(.integer) PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
            zip TEXT,
            district_state TEXT,
            district_number \(.integer),
            bio TEXT,
            party TEXT,
            is_private \(.boolean) NOT NULL DEFAULT 0,
            created_at \(.timestamp) NOT NULL,
            updated_at \(.timestamp) NOT NULL
        )
        """,
    ])

    /// The state legislative districts a person chose for a ZIP split between a chamber's
    /// districts (`district senate 11`), as `DistrictKey` writes them; NULL when the ZIP lies in
    /// one district of the chamber, or nothing was chosen. A new ZIP clears them.
    static let v19ProfileStateDistricts = SchemaMigration("v19-profile-state-districts", [
        "ALTER TABLE profile ADD COLUMN state_upper_district TEXT",
        "ALTER TABLE profile ADD COLUMN state_lower_district TEXT",
    ])
}
