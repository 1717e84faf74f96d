import SQLStore

/// The schema of the durable outbox of notifications and the nick each account last used: one
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them. A shipped
/// migration is never edited; change the schema with a new one.
enum OutboxSchema {
    /// Notifications wait here until delivered. A (recipient, dedupe_key) pair is unique, so a repeated
    /// event (an edited answer) never queues a second message.
    static let v2Outbox = SchemaMigration("v2-outbox", [
        """
        CREATE TABLE notification (
            id \(.id),
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            dedupe_key TEXT NOT NULL,
            text TEXT NOT NULL,
            created_at \(.timestamp) NOT NULL,
            delivered_at \(.timestamp),
            UNIQUE (account_id, dedupe_key)
        )
        """,
        "CREATE INDEX notification_pending ON notification(account_id, id) WHERE delivered_at IS NULL",
    ])

    /// The nick an account last used with the bot, so the outbox can ask the network (MONITOR) to tell
    /// us when they are back. Only for accounts that already have rows: chatting near the bot never
    /// creates one.
    static let v3LastNick = SchemaMigration("v3-last-nick", [
        """
        CREATE TABLE account_last_nick (
            account_id \(.integer) PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
            nick TEXT NOT NULL,
            seen_at \(.timestamp) NOT NULL
        )
        """,
    ])

    /// Several bot processes of one network (a failover pair) read the same outbox: a courier claims
    /// the rows it is about to send until `claimed_until`, so no other one sends them meanwhile, and a
    /// claim whose process died is due again once it passes.
    static let v8OutboxClaims = SchemaMigration("v8-outbox-claims", [
        "ALTER TABLE notification ADD COLUMN claimed_until \(.timestamp)",
    ])

    /// An alert can wait as the facts it is about rather than as a finished sentence, so the
    /// sentence is written once, by the feature that owns it, when the row is delivered (and the
    /// module that queues it need not know the words). `facts_kind` names the shape of the JSON
    /// in `facts`; a row with facts keeps an empty `text`, and a row without (every row queued
    /// before this migration) is delivered by its text as before.
    static let v13OutboxFacts = SchemaMigration("v13-outbox-facts", [
        "ALTER TABLE notification ADD COLUMN facts_kind TEXT",
        "ALTER TABLE notification ADD COLUMN facts TEXT",
    ])
}
