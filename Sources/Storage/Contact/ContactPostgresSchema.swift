/// The PostgreSQL bodies of `ContactSchema`'s migrations, under the same names: the same tables,
/// columns and indexes in PostgreSQL's types (see `StorageMigrations` for the mapping). One
/// statement per string (the extended protocol runs one at a time). A shipped body is never
/// edited; change the schema with a new migration on both engines.
enum ContactPostgresSchema {
    /// "v5-contact-district-offices"
    static let v5ContactDistrictOffices: [String] = [
        """
        CREATE TABLE district_office (
            bioguide_id TEXT NOT NULL,
            position BIGINT NOT NULL,
            office_id TEXT,
            address TEXT,
            suite TEXT,
            building TEXT,
            city TEXT NOT NULL,
            state TEXT NOT NULL,
            zip TEXT,
            phone TEXT,
            fax TEXT,
            hours TEXT,
            PRIMARY KEY (bioguide_id, position)
        )
        """,
    ]

    /// "v5-contact-social-accounts"
    static let v5ContactSocialAccounts: [String] = [
        """
        CREATE TABLE social_account (
            bioguide_id TEXT NOT NULL,
            service TEXT NOT NULL,
            handle TEXT NOT NULL,
            PRIMARY KEY (bioguide_id, service)
        )
        """,
    ]
}
