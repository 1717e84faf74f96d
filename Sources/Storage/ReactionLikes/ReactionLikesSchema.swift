import SQLStore

/// Reactions that stand for likes (`ReactionLikes`): which item each message the bot sent shows,
/// and which reactions were counted, so that a reaction arriving after a restart still finds its
/// item and a withdrawn one is taken back exactly when it had counted.
enum ReactionLikesSchema {
    /// `item_message`: per network, a message the bot sent (a Matrix event id, an IRC msgid) that
    /// shows exactly one item ("Q12"). `item_reaction`: a like reaction that counted, with the
    /// account that gave it and its item, until the reaction is withdrawn (and its like taken
    /// back); it goes with the account (`forget me`).
    static let v19ItemReactions = SchemaMigration("v19-item-reactions", [
        """
        CREATE TABLE item_message (
            network TEXT NOT NULL,
            message_id TEXT NOT NULL,
            item TEXT NOT NULL,
            sent_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, message_id)
        )\(.withoutRowID)
        """,
        """
        CREATE TABLE item_reaction (
            network TEXT NOT NULL,
            reaction_id TEXT NOT NULL,
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            item TEXT NOT NULL,
            counted_at \(.timestamp) NOT NULL,
            PRIMARY KEY (network, reaction_id)
        )\(.withoutRowID)
        """,
        "CREATE INDEX item_reaction_on_account ON item_reaction(account_id)",
    ])

    /// `item_message` rows are pruned once older than `TownhallDatabase.itemMessageRetention` (see
    /// `commitItemMessages`): this index finds the expired ones without reading the table, which
    /// holds a row for every message of the bot's that shows an item.
    static let v20ItemMessageSentAt = SchemaMigration("v20-item-message-sent-at", [
        "CREATE INDEX item_message_sent_at ON item_message(sent_at)",
    ])
}
