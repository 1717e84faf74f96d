import SQLStore

/// The schema of bills (status, actions, sponsors, laws) and their full-text index: one
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
enum BillsSchema {
    /// One row per bill (key "hr5376-117"), its lists in child tables replaced whole on each newer
    /// import. The bill row itself is updated in place, never deleted, so follows and comments that
    /// point at it survive a re-import.
    static let v3Bills = SchemaMigration("v3-bills", [
        """
        CREATE TABLE bill (
            id TEXT PRIMARY KEY NOT NULL,
            congress \(.integer) NOT NULL,
            type TEXT NOT NULL,
            number \(.integer) NOT NULL,
            title TEXT NOT NULL,
            origin_chamber TEXT,
            introduced_date TEXT,
            updated_at \(.timestamp),
            sponsor_bioguide TEXT,
            sponsor_name TEXT,
            sponsor_first_name TEXT,
            sponsor_last_name TEXT,
            sponsor_party TEXT,
            sponsor_state TEXT,
            sponsor_district \(.integer),
            policy_area TEXT,
            latest_action_date TEXT,
            latest_action_text TEXT,
            imported_at \(.timestamp) NOT NULL,
            UNIQUE (type, number, congress)
        )
        """,
        "CREATE INDEX bill_on_number ON bill(number)",
        """
        CREATE TABLE bill_title (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            title_type TEXT NOT NULL,
            title TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE bill_cosponsor (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            bioguide_id TEXT NOT NULL,
            full_name TEXT NOT NULL,
            first_name TEXT,
            last_name TEXT,
            party TEXT,
            state TEXT,
            district \(.integer),
            sponsorship_date TEXT,
            is_original \(.boolean),
            withdrawn_date TEXT,
            PRIMARY KEY (bill_id, position)
        )\(.withoutRowID)
        """,
        "CREATE INDEX bill_cosponsor_on_member ON bill_cosponsor(bioguide_id)",
        """
        CREATE TABLE bill_action (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            action_date TEXT NOT NULL,
            action_time TEXT,
            text TEXT NOT NULL,
            type TEXT,
            action_code TEXT,
            source_system TEXT,
            PRIMARY KEY (bill_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE bill_recorded_vote (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            action_position \(.integer) NOT NULL,
            roll_call_id TEXT NOT NULL,
            chamber TEXT NOT NULL,
            congress \(.integer) NOT NULL,
            session TEXT NOT NULL,
            number \(.integer) NOT NULL,
            voted_at \(.timestamp),
            url TEXT,
            PRIMARY KEY (bill_id, action_position, roll_call_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX bill_recorded_vote_on_roll_call ON bill_recorded_vote(roll_call_id)",
        """
        CREATE TABLE bill_summary (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            version_code TEXT,
            action_date TEXT,
            action_desc TEXT,
            updated_at \(.timestamp),
            text TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE bill_subject (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE bill_law (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            type TEXT NOT NULL,
            number TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )\(.withoutRowID)
        """,
    ])

    /// Full-text index over each bill's titles and summaries, written by the bill import in the same
    /// transaction (one row per bill, replaced with it). Porter stemming so "reduce" finds "reduction".
    static let v3BillSearch = SchemaMigration("v3-bill-search", [
        .sqlite("""
            CREATE VIRTUAL TABLE bill_search USING fts5(
                bill_id UNINDEXED, titles, summaries, tokenize = 'porter unicode61'
            )
            """),
        // Where SQLite has an FTS5 table, PostgreSQL has a plain table with the same columns plus a
        // generated `tsvector` (titles and summaries, stemmed by the 'english' configuration as
        // FTS5's porter tokenizer does) under a GIN index: the import writes the same rows on both
        // engines; queries use `document @@ websearch_to_tsquery('english', ?)`. The index on
        // bill_id serves the delete that replaces a bill's row.
        .postgres("""
            CREATE TABLE bill_search (
                bill_id TEXT,
                titles TEXT,
                summaries TEXT,
                document tsvector GENERATED ALWAYS AS
                    (to_tsvector('english'::regconfig, coalesce(titles, '') || ' ' || coalesce(summaries, ''))) STORED
            )
            """),
        .postgres("CREATE INDEX bill_search_on_bill ON bill_search(bill_id)"),
        .postgres("CREATE INDEX bill_search_document ON bill_search USING GIN (document)"),
    ])

    /// `bills by <member>` looks bills up by their sponsor, which no index had: without one, each
    /// look-up read every bill.
    static let v18BillSponsorIndex = SchemaMigration("v18-bill-sponsor-index", [
        "CREATE INDEX bill_on_sponsor ON bill(sponsor_bioguide)",
    ])
}
