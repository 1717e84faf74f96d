import SQLStore

/// Calls to members' offices with a script, as 5 Calls makes them: `call <member> [T3]` gives the
/// numbers and the script and starts a record, `called <member> <outcome>` completes it.
enum CallsSchema {
    /// Templates gain a kind (letter or call script; every template so far is a letter), and each
    /// call is a row: who called whom, from which script, when, and how it went (NULL until told).
    static let v18CallScripts = SchemaMigration("v18-call-scripts", [
        "ALTER TABLE letter_template ADD COLUMN kind TEXT NOT NULL DEFAULT 'letter'",
        """
        CREATE TABLE call_record (
            id \(.id),
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            member_bioguide TEXT NOT NULL,
            template_id \(.integer) REFERENCES letter_template(id) ON DELETE SET NULL,
            outcome TEXT,
            started_at \(.timestamp) NOT NULL,
            reported_at \(.timestamp)
        )
        """,
        "CREATE INDEX call_record_on_account ON call_record(account_id, member_bioguide, id)",
        "CREATE INDEX call_record_on_template ON call_record(template_id, reported_at)",
    ])
}
