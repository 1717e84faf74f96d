import GRDB

/// The schema of the durable outbox of notifications and the nick each account last used: one function per
/// shipped migration, registered in order by `StorageMigrations` under the name in its comment.
/// A shipped migration is never edited; change the schema with a new one.
enum OutboxSchema {
    /// "v2-outbox"
    static func v2Outbox(_ db: Database) throws {
        // Notifications wait here until delivered. A (recipient, dedupe_key) pair is unique,
        // so a repeated event (an edited answer) never queues a second message.
        try db.execute(sql: """
            CREATE TABLE notification (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                dedupe_key TEXT NOT NULL,
                text TEXT NOT NULL,
                created_at DATETIME NOT NULL,
                delivered_at DATETIME,
                UNIQUE (account_id, dedupe_key)
            );
            CREATE INDEX notification_pending ON notification(account_id, id) WHERE delivered_at IS NULL;
            """)
    }

    /// "v3-last-nick"
    static func v3LastNick(_ db: Database) throws {
        // The nick an account last used with the bot, so the outbox can ask the network
        // (MONITOR) to tell us when they are back. Only for accounts that already have rows:
        // chatting near the bot never creates one.
        try db.execute(sql: """
            CREATE TABLE account_last_nick (
                account_id INTEGER PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
                nick TEXT NOT NULL,
                seen_at DATETIME NOT NULL
            );
            """)
    }
}

extension OutboxSchema {
    /// "v8-outbox-claims"
    static func v8OutboxClaims(_ db: Database) throws {
        // Several bot processes of one network (a failover pair) read the same outbox: a
        // courier claims the rows it is about to send until `claimed_until`, so no other one
        // sends them meanwhile, and a claim whose process died is due again once it passes.
        try db.execute(sql: "ALTER TABLE notification ADD COLUMN claimed_until DATETIME")
    }
}
