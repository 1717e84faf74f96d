import SQLStore

/// The schema of members of Congress and the ZIP → congressional district table: one
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
enum MembersSchema {
    /// district: 0 = at-large, NULL for senators. in_office = 0 keeps members that left the official
    /// file so later features (questions, votes) can still name them.
    static let v1MembersDistricts = SchemaMigration("v1-members-districts", [
        """
        CREATE TABLE member (
            bioguide_id TEXT PRIMARY KEY NOT NULL,
            lis_id TEXT,
            thomas_id TEXT,
            govtrack_id \(.integer),
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            official_full_name TEXT,
            nickname TEXT,
            chamber TEXT NOT NULL CHECK (chamber IN ('house', 'senate')),
            state TEXT NOT NULL,
            district \(.integer),
            party TEXT,
            phone TEXT,
            office TEXT,
            address TEXT,
            contact_form TEXT,
            url TEXT,
            term_start TEXT,
            term_end TEXT,
            senate_class \(.integer),
            in_office \(.boolean) NOT NULL DEFAULT 1
        )
        """,
        "CREATE INDEX member_on_state_district ON member(state, district)",
        "CREATE INDEX member_on_last_name ON member(last_name COLLATE \(.nocase))",
        """
        CREATE TABLE zip_district (
            zcta TEXT NOT NULL,
            state TEXT NOT NULL,
            state_fips TEXT NOT NULL,
            district \(.integer) NOT NULL,
            PRIMARY KEY (zcta, state, district)
        )\(.withoutRowID)
        """,
    ])

    /// The day each member's unbroken service in their chamber began, so that a vote before it
    /// says the member was not in office then rather than that no vote is on record. Filled by
    /// the next import of the legislators file; NULL until then.
    static let v14MemberChamberSince = SchemaMigration("v14-member-chamber-since", [
        "ALTER TABLE member ADD COLUMN chamber_since TEXT",
    ])
}
