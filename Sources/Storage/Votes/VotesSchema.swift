import SQLStore

/// The schema of roll-call votes and each member's cast: one `SchemaMigration` per
/// shipped migration, in the order `StorageMigrations` lists them.
/// A shipped migration is never edited; change the schema with a new one.
enum VotesSchema {
    /// Key "s325-117.2022" (unitedstates form); (chamber, year, number) serves the chat form
    /// "s325-2022". bill_id is not a foreign key: a vote may arrive before its bill. Casts keep the
    /// file's name, party and state, so voters no longer serving stay named; member_bioguide links the
    /// ones in the member table. roll_call_total holds the totals an official file prints (an excerpt
    /// lists fewer casts than that).
    static let v3Votes = SchemaMigration("v3-votes", [
        """
        CREATE TABLE roll_call (
            id TEXT PRIMARY KEY NOT NULL,
            chamber TEXT NOT NULL CHECK (chamber IN ('h', 's')),
            congress \(.integer) NOT NULL,
            session TEXT NOT NULL,
            year \(.integer) NOT NULL,
            number \(.integer) NOT NULL,
            voted_at \(.timestamp) NOT NULL,
            question TEXT NOT NULL,
            type TEXT,
            category TEXT,
            requires TEXT,
            result TEXT,
            result_text TEXT,
            subject TEXT,
            source_url TEXT,
            updated_at \(.timestamp),
            bill_id TEXT,
            bill_title TEXT,
            amendment_author TEXT,
            amendment_number TEXT,
            amendment_type TEXT,
            nomination_number TEXT,
            nomination_title TEXT,
            imported_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX roll_call_on_chat_form ON roll_call(chamber, year, number)",
        "CREATE INDEX roll_call_on_bill ON roll_call(bill_id, voted_at)",
        """
        CREATE TABLE roll_call_cast (
            roll_call_id TEXT NOT NULL REFERENCES roll_call(id) ON DELETE CASCADE,
            voter_key TEXT NOT NULL,
            position \(.integer) NOT NULL,
            option TEXT NOT NULL,
            detail TEXT,
            display_name TEXT NOT NULL,
            party TEXT,
            state TEXT,
            member_bioguide TEXT REFERENCES member(bioguide_id),
            PRIMARY KEY (roll_call_id, voter_key)
        )\(.withoutRowID)
        """,
        "CREATE INDEX roll_call_cast_on_member ON roll_call_cast(member_bioguide)",
        """
        CREATE TABLE roll_call_total (
            roll_call_id TEXT NOT NULL REFERENCES roll_call(id) ON DELETE CASCADE,
            position \(.integer) NOT NULL,
            option TEXT NOT NULL,
            count \(.integer) NOT NULL,
            PRIMARY KEY (roll_call_id, position)
        )\(.withoutRowID)
        """,
    ])
}
