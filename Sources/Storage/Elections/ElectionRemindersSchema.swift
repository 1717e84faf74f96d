import GRDB

/// The schema of election reminders (`remind <election>`): one function per shipped migration,
/// registered in order by `StorageMigrations` under the name in its comment. A shipped migration
/// is never edited; change the schema with a new one.
enum ElectionRemindersSchema {
    /// "v7-elections-reminders"
    static func v7ElectionsReminders(_ db: Database) throws {
        // Who asked to be reminded of which election, and on which (UTC) day they asked: a reminder
        // whose day had passed by then is never sent. The election is named by its feed and the
        // file's own id without a foreign key: re-importing a feed deletes and rewrites its
        // elections, and the request must outlive that. An election gone from its feed simply
        // sends nothing. The DMs themselves go through the outbox (`notification`), whose unique
        // (account, dedupe key) makes each reminder go out once.
        try db.execute(sql: """
            CREATE TABLE election_reminder (
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                source_key TEXT NOT NULL,
                election_id TEXT NOT NULL,
                since_day TEXT NOT NULL,
                created_at DATETIME NOT NULL,
                PRIMARY KEY (account_id, source_key, election_id)
            ) WITHOUT ROWID;
            CREATE INDEX election_reminder_election ON election_reminder(source_key, election_id);
            """)
    }
}
