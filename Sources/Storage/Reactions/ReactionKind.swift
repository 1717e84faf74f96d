import SQLStore

/// One kind of reaction an account leaves on an item (an upvote of a question, a like of a report,
/// a template or a rock post, a flag of a question or a report): where its rows live and how the
/// item keeps its count. Every kind is committed by the one reaction path
/// (`TownhallDatabase.commitReactions`), which applies the checks all kinds share (the item exists,
/// is visible, is not the account's own, the reaction is there or not) and the daily budget where a
/// kind has one, so a new kind is a descriptor here and an outcome mapping, not another copy of the
/// commit. A flag is the kind with a payload (its reason), no owner check (one may ask the
/// moderators to look at one's own item) and no count (moderators list the flags themselves).
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
        /// Counted nowhere (flags).
        case none
    }

    /// Where the rows live: the reaction table (item, account_id, created_at; see `ReactionTableDDL`)
    /// and its column naming the item; the items' table (rows with `id` and `hidden_reason`), its
    /// column of the owner's account id (who may not react to the item; nil: anyone may) and its
    /// count of reactions (nil when counted nowhere or when a `ShardedTally` names where).
    let table, itemColumn, itemTable: String
    let ownerColumn, countColumn: String?
    let counting: Counting
    /// The reaction table's column for what the account said with it (a flag's reason), if any.
    let payloadColumn: String?
    /// A column of the item that the kind's replies need, read with the item's checks.
    let detailColumn: String?
    /// Whether an add spends the account's daily budget (`upvote_budget`), and the row records its day.
    let hasDailyBudget: Bool
    /// The server function that applies a whole batch of this kind in one statement on PostgreSQL
    /// (`ServerReactionBatch`), for a kind whose batches are large enough that a statement per
    /// request is most of their cost; nil: a statement per request.
    let serverBatch: ServerReactionBatch?

    /// `up Q12`: one upvote per account and question, within a daily budget; replies name places.
    static let questionUpvote = ReactionKind(table: "upvote", itemColumn: "question_id", itemTable: "question",
                                             ownerColumn: "asker_id", countColumn: nil,
                                             counting: .sharded(.questionUpvotes), detailColumn: "member_bioguide",
                                             hasDailyBudget: true, serverBatch: ServerReactionBatch(function: "apply_upvotes"))

    /// `flag Q12 <why>`.
    static let questionFlag = ReactionKind(table: "question_flag", itemColumn: "question_id", itemTable: "question",
                                           ownerColumn: nil, countColumn: nil, counting: .none, detailColumn: nil,
                                           hasDailyBudget: false, payloadColumn: "reason")

    /// `flag R7 <why>`.
    static let reportFlag = ReactionKind(table: "incident_flag", itemColumn: "incident_id", itemTable: "incident",
                                         ownerColumn: nil, countColumn: nil, counting: .none, detailColumn: nil,
                                         hasDailyBudget: false, payloadColumn: "reason")

    /// `flag T3 <why>`.
    static let templateFlag = ReactionKind(table: "letter_template_flag", itemColumn: "template_id",
                                           itemTable: "letter_template", ownerColumn: nil, countColumn: nil,
                                           counting: .none, detailColumn: nil, hasDailyBudget: false,
                                           payloadColumn: "reason")

    /// `flag P5 <why>`.
    static let rockPostFlag = ReactionKind(table: "rock_post_flag", itemColumn: "post_id", itemTable: "rock_post",
                                           ownerColumn: nil, countColumn: nil, counting: .none, detailColumn: nil,
                                           hasDailyBudget: false, payloadColumn: "reason")

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
    /// The item's count as stored (read by the commit for `.triggers`; a sharded kind's folded count).
    let countSQL: String

    /// The statements are made once per kind, not per request: they are on the upvote's hot path.
    init(table: String, itemColumn: String, itemTable: String, ownerColumn: String?, countColumn: String?,
         counting: Counting, detailColumn: String?, hasDailyBudget: Bool, payloadColumn: String? = nil,
         serverBatch: ServerReactionBatch? = nil) {
        (self.table, self.itemColumn, self.itemTable) = (table, itemColumn, itemTable)
        (self.ownerColumn, self.countColumn, self.counting) = (ownerColumn, countColumn, counting)
        (self.detailColumn, self.hasDailyBudget, self.payloadColumn) = (detailColumn, hasDailyBudget, payloadColumn)
        self.serverBatch = serverBatch
        itemSQL = """
            SELECT hidden_reason, \(ownerColumn ?? "NULL"), \(detailColumn ?? "NULL"),
                (SELECT id FROM account WHERE network = ? AND name = ?) AS reactor_id
            FROM \(itemTable) WHERE id = ?
            """
        let day = hasDailyBudget ? (column: ", day", value: ", ?") : (column: "", value: "")
        let payload = payloadColumn.map { (column: ", \($0)", value: ", ?") } ?? (column: "", value: "")
        insertSQL = """
            INSERT INTO \(table) (\(itemColumn), account_id\(day.column)\(payload.column), created_at)
            VALUES (?, ?\(day.value)\(payload.value), ?)
            ON CONFLICT (\(itemColumn), account_id) DO NOTHING
            """
        deleteSQL = "DELETE FROM \(table) WHERE \(itemColumn) = ? AND account_id = ?"
        addToCountSQL = countColumn.map { "UPDATE \(itemTable) SET \($0) = \($0) + ?1 WHERE id = ?2 RETURNING \($0)" } ?? ""
        countSQL = if case .sharded(let tally) = counting {
            tally.storedCountSQL
        } else {
            countColumn.map { "SELECT \($0) FROM \(itemTable) WHERE id = ?" } ?? ""
        }
    }
}
