import SQLStore

/// One kind of reaction an account leaves on an item (an upvote of a question, a like of a report,
/// a template or a rock post): where its rows live and how the item keeps its count. Every kind is
/// committed by the one reaction path (`TownhallDatabase.commitReactions`), which applies the
/// checks all kinds share (the item exists, is visible, is not the account's own, the reaction is
/// there or not) and the daily budget where a kind has one, so a new kind is a descriptor here and
/// an outcome mapping, not another copy of the commit.
///
/// Flags (`question_flag`, `incident_flag`) share the table shape (`ReactionTableDDL`) but not this
/// path: a flag is a note for moderators with its reason, counted nowhere, and one may flag one's
/// own item (the command has found the item already), so neither the count nor the owner check
/// applies and nothing is gained by group commit; it stays one plain insert.
struct ReactionKind: Sendable {
    /// How the item's count follows its reaction rows.
    enum Counting: Sendable {
        /// Kept in shards on PostgreSQL and folded onto the item (`ShardedTally`); on SQLite the
        /// commit adds each batch onto the item. A delete trigger lowers it when a row goes.
        case sharded(ShardedTally)
        /// Kept by insert and delete triggers on the reaction table; the commit only reads it.
        case triggers
        /// Kept by the commit itself, which adds each batch's net change onto the item.
        case commit
    }

    /// Where the rows live: the reaction table (item, account_id, created_at; see `ReactionTableDDL`)
    /// and its column naming the item; the items' table (rows with `id` and `hidden_reason`), its
    /// column of the owner's account id (who may not react to the item) and its count of reactions.
    let table, itemColumn, itemTable, ownerColumn, countColumn: String
    let counting: Counting
    /// A column of the item that the kind's replies need, read with the item's checks.
    let detailColumn: String?
    /// Whether an add spends the account's daily budget (`upvote_budget`), and the row records its day.
    let hasDailyBudget: Bool

    /// `up Q12`: one upvote per account and question, within a daily budget; replies name places.
    static let questionUpvote = ReactionKind(table: "upvote", itemColumn: "question_id", itemTable: "question",
                                             ownerColumn: "asker_id", countColumn: "upvote_count",
                                             counting: .sharded(.questionUpvotes), detailColumn: "member_bioguide",
                                             hasDailyBudget: true)

    /// `like R7` / `unlike R7`.
    static let reportLike = ReactionKind(table: "incident_like", itemColumn: "incident_id", itemTable: "incident",
                                         ownerColumn: "reporter_id", countColumn: "like_count",
                                         counting: .sharded(.incidentLikes), detailColumn: nil, hasDailyBudget: false)

    /// `like T3` / `unlike T3`.
    static let templateLike = ReactionKind(table: "letter_template_like", itemColumn: "template_id",
                                           itemTable: "letter_template", ownerColumn: "author_id",
                                           countColumn: "like_count", counting: .triggers, detailColumn: nil,
                                           hasDailyBudget: false)

    /// `like P5` / `unlike P5`.
    static let rockPostLike = ReactionKind(table: "rock_post_like", itemColumn: "post_id", itemTable: "rock_post",
                                           ownerColumn: "author_id", countColumn: "like_count", counting: .commit,
                                           detailColumn: nil, hasDailyBudget: false)

    /// The item's checks in one statement: visibility, owner, the detail, and the reacting
    /// account's id (network, name; NULL before its first row), for the item id.
    let itemSQL: String
    /// Inserts one reaction (item, account, [day,] date) unless the account has one already.
    let insertSQL: String
    let deleteSQL: String
    /// Adds `?1` to item `?2`'s count and returns it (`.commit`).
    let addToCountSQL: String
    /// The item's count (`.triggers`).
    let countSQL: String

    /// The statements are made once per kind, not per request: they are on the upvote's hot path.
    init(table: String, itemColumn: String, itemTable: String, ownerColumn: String, countColumn: String,
         counting: Counting, detailColumn: String?, hasDailyBudget: Bool) {
        (self.table, self.itemColumn, self.itemTable) = (table, itemColumn, itemTable)
        (self.ownerColumn, self.countColumn, self.counting) = (ownerColumn, countColumn, counting)
        (self.detailColumn, self.hasDailyBudget) = (detailColumn, hasDailyBudget)
        itemSQL = """
            SELECT hidden_reason, \(ownerColumn), \(detailColumn ?? "NULL"),
                (SELECT id FROM account WHERE network = ? AND name = ?) AS reactor_id
            FROM \(itemTable) WHERE id = ?
            """
        let day = hasDailyBudget ? (column: ", day", value: ", ?") : (column: "", value: "")
        insertSQL = """
            INSERT INTO \(table) (\(itemColumn), account_id\(day.column), created_at) VALUES (?, ?\(day.value), ?)
            ON CONFLICT (\(itemColumn), account_id) DO NOTHING
            """
        deleteSQL = "DELETE FROM \(table) WHERE \(itemColumn) = ? AND account_id = ?"
        addToCountSQL = "UPDATE \(itemTable) SET \(countColumn) = \(countColumn) + ?1 WHERE id = ?2 RETURNING \(countColumn)"
        countSQL = "SELECT \(countColumn) FROM \(itemTable) WHERE id = ?"
    }
}
