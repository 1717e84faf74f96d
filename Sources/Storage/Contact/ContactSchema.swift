import SQLStore

/// The tables of how to reach a member besides their Washington office (which the member row
/// keeps): district offices and official social media accounts, one `SchemaMigration` per
/// shipped migration, in the order `StorageMigrations` lists them.
/// A shipped migration is never edited; change the schema with a new one.
enum ContactSchema {
    /// No foreign key to member: the offices file is imported on its own (a sync source of its own),
    /// possibly before the legislators file names a new member. position keeps the file's order of a
    /// member's offices.
    static let v5ContactDistrictOffices = SchemaMigration("v5-contact-district-offices", [
        """
        CREATE TABLE district_office (
            bioguide_id TEXT NOT NULL,
            position \(.integer) NOT NULL,
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
        )\(.withoutRowID)
        """,
    ])

    /// service is the file's key as written (twitter, facebook, youtube_id, mastodon…), so a service
    /// the file adds later is kept without a migration.
    static let v5ContactSocialAccounts = SchemaMigration("v5-contact-social-accounts", [
        """
        CREATE TABLE social_account (
            bioguide_id TEXT NOT NULL,
            service TEXT NOT NULL,
            handle TEXT NOT NULL,
            PRIMARY KEY (bioguide_id, service)
        )\(.withoutRowID)
        """,
    ])
}
