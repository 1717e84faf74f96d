import Foundation
import SQLStore

extension TownhallDatabase {
    /// The one reaction path: applies `requests` (adds and take-backs of `kind`) in order inside one
    /// write transaction that commits once, then counts them and words each caller's reply
    /// (`replies`, given the applied requests, the counts and a transaction to read more in).
    /// Group-committed per kind (`ReactionQueues`); each request sees the effects of the ones
    /// before it. If anything throws, the whole batch is rolled back.
    ///
    /// On SQLite the transaction is IMMEDIATE (it holds the write lock from its start, which also
    /// keeps out another process), counts the batch onto the item rows and reads the replies: one
    /// commit, one fsync. On PostgreSQL it is SERIALIZABLE, so two processes that touch one
    /// account's reactions (or budget) at once conflict and one batch runs again — the body only
    /// reads and writes the database, so running it again is safe. A sharded kind writes no item
    /// row there (see `ShardedTally`): the fold is a transaction of its own after the commit, and
    /// the replies are read after that from the shards, which hold the batch even when the fold
    /// failed. That read lets the queue's next batch start (`overlap`) once its snapshot is taken:
    /// the next batch's upvotes, committed while this one counts its places, are not in what it
    /// reads, so each caller still hears what their own batch made. `existing`: the accounts this
    /// process has seen exist, which a batch need not make ahead.
    static func commitReactions<Outcome: Sendable>(
        _ requests: [ReactionRequest], of kind: ReactionKind, to engine: any SQLEngine, overlap: BatchOverlap? = nil,
        existing: ExistingAccounts? = nil, replies: @escaping @Sendable ([AppliedReaction], ReactionCounts, any SQLTransaction) throws -> [Outcome]
    ) async throws -> [Outcome] {
        if engine.dialect == .postgres {
            try await createAccountsAhead(requests.map(\.account), at: requests.first?.date ?? Date(), on: engine,
                                          existing: existing)
        }
        guard case .sharded(let tally) = kind.counting, engine.dialect == .postgres else {
            return try await engine.write { tx in
                let applied = try applyReactions(requests, of: kind, in: tx)
                return try replies(applied, ReactionCounts(final: try countOnItems(applied, of: kind, in: tx)), tx)
            }
        }
        let applied = try await engine.write { tx in try applyReactions(requests, of: kind, in: tx) }
        let items = Array(AppliedReaction.netChanges(applied).keys)
        // Committed: from here the callers are owed their replies, fold or no fold.
        await tally.foldAfterCommit(items, on: engine)
        return try await engine.read { tx in
            let counts = try tally.counts(of: items, in: tx)
            // REPEATABLE READ: the snapshot was taken by the statement above (a read-only one on
            // the primary never fails as a conflict, so it never runs again with a later snapshot)
            overlap?.allowNext()
            return try replies(applied, ReactionCounts(final: counts.mapValues(\.tallied), stored: counts.mapValues(\.stored)), tx)
        }
    }

    /// Applies `requests` in order and, for a sharded kind on PostgreSQL, adds the batch's adds to
    /// one tally shard (a take-back's delete trigger lowers a shard itself). On PostgreSQL a kind
    /// with a server function for its batches (`ServerReactionBatch`) does both in one statement.
    static func applyReactions(_ requests: [ReactionRequest], of kind: ReactionKind,
                               in tx: any SQLTransaction) throws -> [AppliedReaction] {
        if tx.dialect == .postgres, let batch = kind.serverBatch {
            return try batch.apply(requests, shard: ShardedTally.randomShard(), in: tx)
        }
        let applied = try requests.map { try applyReaction($0, of: kind, in: tx) }
        if case .sharded(let tally) = kind.counting {
            try tally.add(AppliedReaction.added(applied), shard: ShardedTally.randomShard(), in: tx)
        }
        return applied
    }

    /// The counts of the items `applied` touched, after the batch, in its transaction: counted onto
    /// the item rows by the batch where the commit keeps the count (a sharded kind on SQLite, which
    /// keeps no shards, and `.commit`), read where triggers keep it.
    private static func countOnItems(_ applied: [AppliedReaction], of kind: ReactionKind,
                                     in tx: any SQLTransaction) throws -> [Int64: Int] {
        switch kind.counting {
        case .sharded(let tally):
            // every touched item, a take-back's with 0 added, so that its reply reads its count too
            let added = AppliedReaction.netChanges(applied).mapValues { _ in 0 }
                .merging(AppliedReaction.added(applied)) { $1 }
            return try tally.addCounting(added, in: tx)
        case .triggers:
            return try AppliedReaction.netChanges(applied).keys.reduce(into: [:]) { counts, item in
                counts[item] = try tx.value(Int.self, kind.countSQL, [item]) ?? 0
            }
        case .commit:
            return try AppliedReaction.netChanges(applied).reduce(into: [:]) { counts, change in
                counts[change.key] = try tx.value(Int.self, kind.addToCountSQL, [change.value, change.key]) ?? 0
            }
        case .none:
            return [:]
        }
    }

    /// One request: the item's checks (one statement, which also finds the account), then the
    /// budget where the kind has one, then the row inserted or deleted.
    private static func applyReaction(_ request: ReactionRequest, of kind: ReactionKind,
                                      in tx: any SQLTransaction) throws -> AppliedReaction {
        let refused = { (refusal: AppliedReaction.Refusal) in AppliedReaction.refused(refusal, request.change) }
        guard let item = try tx.row(kind.itemSQL, [request.account.network, request.account.name, request.item]) else {
            return refused(.noSuchItem)
        }
        if let reason = try item.decode(String?.self, at: 0) { return refused(.hidden(reason: reason)) }
        let owner = try item.decode(Int64?.self, at: 1)  // nil: a kind anyone may leave on the item
        let known = try item.decode(Int64?.self, at: 3)
        switch request.change {
        case .remove:
            // Account names compare case-insensitively in SQL, so one account is one id.
            guard let accountID = known else { return refused(.unchanged) }
            if owner == accountID { return refused(.own) }
            guard try tx.execute(kind.deleteSQL, [request.item, accountID]) > 0 else { return refused(.unchanged) }
            return .removed(item: request.item, detail: try item.decode(String?.self, at: 2))
        case .add:
            // Only an account without a row yet takes `ensureAccount`'s insert.
            let accountID = try known ?? ensureAccount(request.account, at: request.date, in: tx)
            if owner == accountID { return refused(.own) }
            var remaining: Int?
            var values: [any SQLValueConvertible] = [request.item, accountID]
            if kind.hasDailyBudget, let budget = request.budget {
                switch try spendBudget(budget, of: accountID, on: request.item, kind: kind, in: tx) {
                case .spent(let left): remaining = left
                case .refused(let refusal): return refused(refusal)
                }
                values.append(budget.day)
            }
            if kind.payloadColumn != nil { values.append(request.payload ?? "") }
            values.append(request.date)
            guard try tx.execute(kind.insertSQL, values) > 0 else {
                if let budget = request.budget, kind.hasDailyBudget {
                    try tx.execute("UPDATE upvote_budget SET used = used - 1 WHERE account_id = ? AND day = ?",
                                   [accountID, budget.day])
                }
                return refused(.unchanged)
            }
            return .added(item: request.item, detail: try item.decode(String?.self, at: 2), remainingToday: remaining)
        }
    }

    private enum BudgetStep {
        case spent(remaining: Int)
        case refused(AppliedReaction.Refusal)
    }

    /// Raises the account's count for the day while under the limit (`upvote_budget`). No look for
    /// an earlier reaction before it: on PostgreSQL such reads lock index pages every other
    /// account's reactions write to, and make concurrent batches conflict; only a refusal looks,
    /// to say which it was.
    private static func spendBudget(_ budget: ReactionRequest.DailyBudget, of accountID: Int64, on item: Int64,
                                    kind: ReactionKind, in tx: any SQLTransaction) throws -> BudgetStep {
        guard budget.limit > 0, let used = try tx.value(Int.self, """
            INSERT INTO upvote_budget (account_id, day, used) VALUES (?, ?, 1)
            ON CONFLICT (account_id, day) DO UPDATE SET used = upvote_budget.used + 1 WHERE upvote_budget.used < ?
            RETURNING used
            """, [accountID, budget.day, budget.limit]) else {
            let reacted = try tx.row("SELECT 1 FROM \(kind.table) WHERE \(kind.itemColumn) = ? AND account_id = ?",
                                     [item, accountID]) != nil
            return .refused(reacted ? .unchanged : .budgetSpent(limit: budget.limit))
        }
        return .spent(remaining: budget.limit - used)
    }
}
