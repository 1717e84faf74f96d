/// The PostgreSQL bodies of `ElectionRemindersSchema`'s migrations, under the same names: the same tables,
/// columns and indexes in PostgreSQL's types (see `StorageMigrations` for the mapping). One
/// statement per string (the extended protocol runs one at a time). A shipped body is never
/// edited; change the schema with a new migration on both engines.
enum ElectionRemindersPostgresSchema {
    /// "v7-elections-reminders"
    static let v7ElectionsReminders: [String] = [
        """
        CREATE TABLE election_reminder (
            account_id BIGINT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            source_key TEXT NOT NULL,
            election_id TEXT NOT NULL,
            since_day TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (account_id, source_key, election_id)
        )
        """,
        """
        CREATE INDEX election_reminder_election ON election_reminder(source_key, election_id)
        """,
    ]
}
