import SQLStore

/// The schema of state and city officials (from Open States) and of the ZIP → state legislative
/// district table (from the Census Bureau): one `SchemaMigration` per shipped migration, in the
/// order `StorageMigrations` lists them. A shipped migration is never edited; change the schema
/// with a new one.
enum OfficialsSchema {
    /// An official is keyed by their Open States person id; an import replaces a state's rows
    /// whole, so no foreign keys: the offices, links and accounts go with their official in the
    /// same statement set. district_key is the district in `DistrictKey` form on both tables, so
    /// `reps` finds a ZIP's legislators with one indexed equality instead of comparing names.
    /// land_area (square metres shared by the ZCTA and the district) orders a split ZIP's districts.
    static let v18StateOfficials = SchemaMigration("v18-state-officials", [
        """
        CREATE TABLE state_official (
            official_id TEXT PRIMARY KEY NOT NULL,
            state TEXT NOT NULL,
            role TEXT NOT NULL,
            district TEXT,
            district_key TEXT,
            place TEXT,
            name TEXT NOT NULL,
            family_name TEXT,
            party TEXT,
            email TEXT
        )
        """,
        "CREATE INDEX state_official_on_seat ON state_official(state, role, district_key)",
        "CREATE INDEX state_official_on_place ON state_official(place COLLATE \(.nocase))",
        """
        CREATE TABLE state_official_office (
            official_id TEXT NOT NULL,
            position \(.integer) NOT NULL,
            classification TEXT NOT NULL,
            address TEXT,
            phone TEXT,
            fax TEXT,
            hours TEXT,
            PRIMARY KEY (official_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE state_official_link (
            official_id TEXT NOT NULL,
            position \(.integer) NOT NULL,
            url TEXT NOT NULL,
            PRIMARY KEY (official_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE state_official_social (
            official_id TEXT NOT NULL,
            service TEXT NOT NULL,
            handle TEXT NOT NULL,
            PRIMARY KEY (official_id, service)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE zip_state_district (
            zcta TEXT NOT NULL,
            state TEXT NOT NULL,
            chamber TEXT NOT NULL CHECK (chamber IN ('upper', 'lower')),
            district_code TEXT NOT NULL,
            district_name TEXT NOT NULL,
            district_key TEXT NOT NULL,
            land_area \(.integer) NOT NULL,
            PRIMARY KEY (zcta, state, chamber, district_code)
        )\(.withoutRowID)
        """,
        "CREATE INDEX zip_state_district_on_district ON zip_state_district(state, chamber, district_key)",
    ])
}
