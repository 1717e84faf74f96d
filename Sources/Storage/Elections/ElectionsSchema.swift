import SQLStore

/// The tables of imported Voting Information Project (VIP) feeds: elections, who runs them,
/// where and when people vote, which street belongs to which precinct, and the ballot. One
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
///
/// Every row belongs to one feed (`source_key`, the feed's `Source/VipId`): importing the same
/// source again deletes its rows (`ON DELETE CASCADE` from `vip_feed`) and writes the new ones in
/// the same transaction. Ids are the file's own, unique within a feed. Lists of ids the file
/// gives in one element (a ballot style's contests, a contest's selections) stay one text of
/// space-separated ids, in the file's order: they are read a few at a time, never searched.
enum ElectionsSchema {
    static let v6ElectionsVIP = SchemaMigration("v6-elections-vip", [
        """
        CREATE TABLE vip_feed (
            source_key TEXT PRIMARY KEY,
            source_name TEXT,
            version TEXT NOT NULL,
            file TEXT NOT NULL,
            imported_at \(.timestamp) NOT NULL
        )
        """,
        """
        CREATE TABLE vip_election (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            date TEXT NOT NULL,
            registration_deadline TEXT,
            absentee_request_deadline TEXT,
            election_day_registration \(.boolean),
            state_id TEXT,
            registration_info TEXT,
            absentee_info TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX vip_election_date ON vip_election(date)",
        """
        CREATE TABLE vip_administration (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            name TEXT,
            address TEXT,
            phone TEXT,
            email TEXT,
            hours_id TEXT,
            registration_uri TEXT,
            absentee_uri TEXT,
            am_i_registered_uri TEXT,
            elections_uri TEXT,
            where_do_i_vote_uri TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_jurisdiction (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            administration_id TEXT,
            state_id TEXT,
            is_mail_only \(.boolean) NOT NULL,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_polling_location (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            name TEXT,
            address TEXT NOT NULL,
            city TEXT,
            state TEXT,
            zip TEXT,
            is_drop_box \(.boolean) NOT NULL,
            is_early_voting \(.boolean) NOT NULL,
            hours_id TEXT,
            directions TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX vip_polling_location_zip ON vip_polling_location(zip)",
        """
        CREATE TABLE vip_schedule (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            hours_id TEXT NOT NULL,
            position \(.integer) NOT NULL,
            start_date TEXT,
            end_date TEXT,
            start_time TEXT,
            end_time TEXT,
            PRIMARY KEY (source_key, hours_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_precinct (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            number TEXT,
            locality_id TEXT,
            ballot_style_id TEXT,
            is_mail_only \(.boolean) NOT NULL,
            split_name TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_place_polling_location (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            place_id TEXT NOT NULL,
            position \(.integer) NOT NULL,
            polling_location_id TEXT NOT NULL,
            PRIMARY KEY (source_key, place_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_street_segment (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            precinct_id TEXT NOT NULL,
            zip TEXT,
            city TEXT,
            state TEXT,
            street TEXT,
            start_house \(.integer),
            end_house \(.integer),
            odd_even TEXT NOT NULL,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX vip_street_segment_zip ON vip_street_segment(zip, street, start_house)",
        "CREATE INDEX vip_street_segment_city ON vip_street_segment(city, street)",
        """
        CREATE TABLE vip_contest (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            kind TEXT NOT NULL,
            name TEXT NOT NULL,
            ballot_title TEXT,
            selection_ids TEXT NOT NULL,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_selection (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            candidate_ids TEXT NOT NULL,
            text TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_candidate (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            ballot_name TEXT NOT NULL,
            party_id TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_party (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            abbreviation TEXT,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_ballot_style (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            ordered_contest_ids TEXT NOT NULL,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE vip_ordered_contest (
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            id TEXT NOT NULL,
            contest_id TEXT NOT NULL,
            selection_ids TEXT NOT NULL,
            PRIMARY KEY (source_key, id)
        )\(.withoutRowID)
        """,
        // Which ZIPs a feed covers (those of its street segments and polling places), and in which
        // locality when the file says: filled at the end of each import. A ZIP no feed lists gets
        // "no election data yet", never a neighbour's answer.
        """
        CREATE TABLE vip_zip (
            zip TEXT NOT NULL,
            source_key TEXT NOT NULL REFERENCES vip_feed(source_key) ON DELETE CASCADE,
            locality_id TEXT NOT NULL,
            PRIMARY KEY (zip, source_key, locality_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX vip_zip_source ON vip_zip(source_key)",
    ])

    /// Marks a feed as made-up example data: the demo seed's own election (`DemoData`), so every
    /// answer drawn from it can say so, and a console can tell it runs on the demo. Imported
    /// official feeds are never demo.
    static let v17VIPFeedDemo = SchemaMigration("v17-vip-feed-demo", [
        "ALTER TABLE vip_feed ADD COLUMN is_demo \(.boolean) NOT NULL DEFAULT 0",
    ])
}
