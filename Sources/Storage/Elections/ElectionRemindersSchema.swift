import SQLStore

/// The schema of election reminders (`remind <election>`): one `SchemaMigration` per shipped
/// migration, in the order `StorageMigrations` lists them. A shipped migration is never edited;
/// change the schema with a new one.
enum ElectionRemindersSchema {
    /// Who asked to be reminded of which election, and on which (UTC) day they asked: a reminder whose
    /// day had passed by then is never sent. The election is named by its feed and the file's own id
    /// without a foreign key: re-importing a feed deletes and rewrites its elections, and the request
    /// must outlive that. An election gone from its feed simply sends nothing. The DMs themselves go
    /// through the outbox (`notification`), whose unique (account, dedupe key) makes each reminder go
    /// out once.
    static let v7ElectionsReminders = SchemaMigration("v7-elections-reminders", [
        """
        CREATE TABLE election_reminder (
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            source_key TEXT NOT NULL,
            election_id TEXT NOT NULL,
            since_day TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL,
            PRIMARY KEY (account_id, source_key, election_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX election_reminder_election ON election_reminder(source_key, election_id)",
    ])
}
