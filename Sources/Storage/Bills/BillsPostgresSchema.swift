/// The PostgreSQL bodies of `BillsSchema`'s migrations, under the same names: the same tables,
/// columns and indexes in PostgreSQL's types (see `StorageMigrations` for the mapping). One
/// statement per string (the extended protocol runs one at a time). A shipped body is never
/// edited; change the schema with a new migration on both engines.
enum BillsPostgresSchema {
    /// "v3-bills"
    static let v3Bills: [String] = [
        """
        CREATE TABLE bill (
            id TEXT PRIMARY KEY NOT NULL,
            congress BIGINT NOT NULL,
            type TEXT NOT NULL,
            number BIGINT NOT NULL,
            title TEXT NOT NULL,
            origin_chamber TEXT,
            introduced_date TEXT,
            updated_at TEXT,
            sponsor_bioguide TEXT,
            sponsor_name TEXT,
            sponsor_first_name TEXT,
            sponsor_last_name TEXT,
            sponsor_party TEXT,
            sponsor_state TEXT,
            sponsor_district BIGINT,
            policy_area TEXT,
            latest_action_date TEXT,
            latest_action_text TEXT,
            imported_at TEXT NOT NULL,
            UNIQUE (type, number, congress)
        )
        """,
        """
        CREATE INDEX bill_on_number ON bill(number)
        """,
        """
        CREATE TABLE bill_title (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            title_type TEXT NOT NULL,
            title TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )
        """,
        """
        CREATE TABLE bill_cosponsor (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            bioguide_id TEXT NOT NULL,
            full_name TEXT NOT NULL,
            first_name TEXT,
            last_name TEXT,
            party TEXT,
            state TEXT,
            district BIGINT,
            sponsorship_date TEXT,
            is_original INTEGER,
            withdrawn_date TEXT,
            PRIMARY KEY (bill_id, position)
        )
        """,
        """
        CREATE INDEX bill_cosponsor_on_member ON bill_cosponsor(bioguide_id)
        """,
        """
        CREATE TABLE bill_action (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            action_date TEXT NOT NULL,
            action_time TEXT,
            text TEXT NOT NULL,
            type TEXT,
            action_code TEXT,
            source_system TEXT,
            PRIMARY KEY (bill_id, position)
        )
        """,
        """
        CREATE TABLE bill_recorded_vote (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            action_position BIGINT NOT NULL,
            roll_call_id TEXT NOT NULL,
            chamber TEXT NOT NULL,
            congress BIGINT NOT NULL,
            session TEXT NOT NULL,
            number BIGINT NOT NULL,
            voted_at TEXT,
            url TEXT,
            PRIMARY KEY (bill_id, action_position, roll_call_id)
        )
        """,
        """
        CREATE INDEX bill_recorded_vote_on_roll_call ON bill_recorded_vote(roll_call_id)
        """,
        """
        CREATE TABLE bill_summary (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            version_code TEXT,
            action_date TEXT,
            action_desc TEXT,
            updated_at TEXT,
            text TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )
        """,
        """
        CREATE TABLE bill_subject (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )
        """,
        """
        CREATE TABLE bill_law (
            bill_id TEXT NOT NULL REFERENCES bill(id) ON DELETE CASCADE,
            position BIGINT NOT NULL,
            type TEXT NOT NULL,
            number TEXT NOT NULL,
            PRIMARY KEY (bill_id, position)
        )
        """,
    ]

    /// "v3-bill-search"
    static let v3BillSearch: [String] = [
        // Where SQLite has an FTS5 table, PostgreSQL has a plain table with the same columns plus
        // a generated `tsvector` (titles and summaries, stemmed by the 'english' configuration as
        // FTS5's porter tokenizer does) under a GIN index: the import writes the same rows on both
        // engines; queries use `document @@ websearch_to_tsquery('english', ?)`. The index on
        // bill_id serves the delete that replaces a bill's row.
        """
        CREATE TABLE bill_search (
            bill_id TEXT,
            titles TEXT,
            summaries TEXT,
            document tsvector GENERATED ALWAYS AS
                (to_tsvector('english'::regconfig, coalesce(titles, '') || ' ' || coalesce(summaries, ''))) STORED
        )
        """,
        """
        CREATE INDEX bill_search_on_bill ON bill_search(bill_id)
        """,
        """
        CREATE INDEX bill_search_document ON bill_search USING GIN (document)
        """,
    ]
}
