import Logging

/// A count kept in shards (rows of `table`: key, shard, count) instead of on one row, and the fold
/// that copies the sum of the shards onto the counted row, where an index orders by it.
///
/// Why: a popular row counted (a question upvoted, a report liked) through two processes at once
/// would otherwise have every batch update its one row, and on PostgreSQL (SERIALIZABLE) one of two
/// concurrent batches would fail and run again whole. A batch adds its votes of a row
/// to one shard drawn at random, so concurrent batches write different rows; only the short fold
/// afterwards, a transaction of its own on PostgreSQL, touches the counted row. Taking a vote back
/// (cascades, `unlike`) is rare: a delete trigger lowers a shard and the counted row at once.
///
/// SQLite keeps no shards (a schema gives it no shard table, or leaves it empty): it has one
/// writer at a time, so nothing is gained there, and the shard rows cost a page written per
/// counted row per batch. A batch adds its votes straight to the counted rows (`addCounting`),
/// and the tables stay empty. A copy therefore never copies shards: a PostgreSQL target gets one shard per row
/// holding its count (`seedSQL`), an SQLite target none.
///
/// On PostgreSQL the fold runs at READ COMMITTED, locking each counted row before it sums the
/// shards: a SERIALIZABLE fold would read the shard rows that concurrent batches write and write
/// the row those batches read, and make them fail as pivots of a conflict cycle (seen in
/// `HotRowTests`: most batches gave up after 10 attempts). Under the row lock each fold sums
/// with a fresh snapshot, after every earlier fold of that row committed, so the last fold
/// always leaves the exact sum.
///
/// A fold that fails after its batch committed (the engine gave up, the database went away) is
/// logged and tried again in the background: the votes are committed in the shards, so the
/// batch's replies are read from them (`counts`), and any later fold of the row sets it to the
/// whole sum. A process that dies between its commit and its fold leaves such rows too: each
/// process repairs them when it opens the database (`repairStale`).
package struct ShardedTally: Sendable {
    /// Shards per counted row on an engine with concurrent writers: two batches collide with
    /// probability 1/64, and a fold sums at most 64 rows.
    package static let concurrentShards = 64

    /// The shard table (key, shard, count).
    package let table: String
    /// The table whose rows hold the folded counts.
    package let counted: String
    /// Sets each counted row listed in `?1` (see `list`) to the sum of its shards, unless it holds
    /// that already (on PostgreSQL another process's fold may have counted these votes): one
    /// statement for a batch's rows, where a statement per row was a round trip per counted row.
    package let foldSQL: String

    /// Locks the counted rows listed in `?` (see `list`), in order of id, until the fold's
    /// transaction ends (PostgreSQL). FOR NO KEY UPDATE, the lock the fold's UPDATE takes anyway:
    /// it keeps out another fold of the same rows, but not the foreign-key checks of rows that
    /// refer to them (another process's upvotes of those questions, FOR KEY SHARE), which FOR
    /// UPDATE held up until the fold committed and then failed as a serialization conflict.
    let lockAllSQL: String
    /// Adds the counts listed in `?3` to the rows listed in `?1` in shard `?2` (PostgreSQL).
    let addAllSQL: String
    /// Adds `?1` to counted row `?2` and returns its new count (SQLite).
    let addCountingSQL: String
    /// One shard per counted row holding its count, for a table with none (a copy's PostgreSQL target).
    package let seedSQL: String
    /// The stored count and the sum of the shards (the committed count, folded or not) of each
    /// counted row listed in `?` (see `list`; PostgreSQL).
    let countsSQL: String
    /// The counted rows whose stored count is not the sum of their shards.
    let staleSQL: String
    /// The stored count of counted row `?`.
    package let storedCountSQL: String

    /// `countedKey`: the counted table's column of the id that `key` names.
    package init(table: String, key: String, count: String, counted: String, countedKey: String = "id",
                 countColumn: String, foldSQL: String, addCountingSQL: String? = nil) {
        self.table = table
        self.counted = counted
        let id = countedKey
        seedSQL = """
            INSERT INTO \(table) (\(key), shard, \(count)) SELECT \(id), 0, \(countColumn) FROM \(counted) WHERE \(countColumn) <> 0
            """
        lockAllSQL = "SELECT 1 FROM \(counted) WHERE \(id) = ANY(string_to_array(?, ',')::bigint[]) ORDER BY \(id) FOR NO KEY UPDATE"
        addAllSQL = """
            INSERT INTO \(table) (\(key), shard, \(count))
            SELECT added.id, ?2, added.votes
            FROM unnest(string_to_array(?1, ',')::bigint[], string_to_array(?3, ',')::bigint[]) AS added(id, votes)
            ON CONFLICT (\(key), shard) DO UPDATE SET \(count) = \(table).\(count) + excluded.\(count)
            """
        self.addCountingSQL = addCountingSQL
            ?? "UPDATE \(counted) SET \(countColumn) = \(countColumn) + ?1 WHERE \(id) = ?2 RETURNING \(countColumn)"
        countsSQL = """
            SELECT \(id), \(countColumn), (SELECT CAST(COALESCE(SUM(\(count)), 0) AS BIGINT) FROM \(table) WHERE \(key) = \(counted).\(id))
            FROM \(counted) WHERE \(id) = ANY(string_to_array(?, ',')::bigint[])
            """
        staleSQL = """
            SELECT \(table).\(key) FROM \(table) GROUP BY \(table).\(key)
            HAVING SUM(\(table).\(count)) <> (SELECT \(countColumn) FROM \(counted) WHERE \(id) = \(table).\(key))
            """
        storedCountSQL = "SELECT \(countColumn) FROM \(counted) WHERE \(id) = ?"
        self.foldSQL = foldSQL
    }

    /// A row's count as its index holds it (`stored`) and as its shards hold it (`tallied`); they
    /// differ while a fold is due (another process's batch not folded yet, or a fold that failed).
    package struct Counts: Sendable, Equatable {
        package var stored: Int
        package var tallied: Int
    }

    /// The counts of rows `ids` that still exist, in one statement (PostgreSQL; a round trip per
    /// row was most of the bot's CPU per upvote).
    package func counts(of ids: some Sequence<Int64>, in tx: any SQLTransaction) throws -> [Int64: Counts] {
        var counts: [Int64: Counts] = [:]
        for row in try tx.rows(countsSQL, [Self.list(Array(ids))]) {
            counts[try row.decode(Int64.self, at: 0)] = Counts(stored: try row.decode(Int.self, at: 1),
                                                               tallied: try row.decode(Int.self, at: 2))
        }
        return counts
    }

    /// A shard for one batch's transaction on PostgreSQL (drawn again if the transaction runs
    /// again; `add` writes none on SQLite).
    package static func randomShard() -> Int {
        Int.random(in: 0..<concurrentShards)
    }

    /// Adds `counts` (votes per counted row) to `shard`, in one statement, rows in order of id (so
    /// two batches on one shard lock its rows in one order): a statement per row was a round trip
    /// per row, and the round trips are most of the bot's CPU per vote there. Nothing on SQLite,
    /// which keeps no shards: its batches add to the counted rows (`addCounting`).
    package func add(_ counts: [Int64: Int], shard: Int, in tx: any SQLTransaction) throws {
        guard tx.dialect == .postgres, !counts.isEmpty else { return }
        let rows = counts.sorted { $0.key < $1.key }
        try tx.execute(addAllSQL, [Self.list(rows.map(\.key)), shard, Self.list(rows.map { Int64($0.value) })])
    }

    /// Adds `counts` where nothing else writes at the same time (a bulk load, in its one
    /// transaction): onto the counted rows on SQLite; to shard 0 and folded on PostgreSQL.
    package func addAlone(_ counts: [Int64: Int], in tx: any SQLTransaction) throws {
        guard tx.dialect == .postgres else {
            _ = try addCounting(counts, in: tx)
            return
        }
        try add(counts, shard: 0, in: tx)
        try tx.execute(foldSQL, [Self.list(counts.keys.sorted())])
    }

    /// Adds `counts` to the counted rows and returns their new counts, one statement each: how a
    /// batch counts on SQLite, which keeps no shards (one writer: nothing to spread).
    package func addCounting(_ counts: [Int64: Int], in tx: any SQLTransaction) throws -> [Int64: Int] {
        var totals: [Int64: Int] = [:]
        for (id, votes) in counts {
            totals[id] = try tx.value(Int.self, addCountingSQL, [votes, id]) ?? 0
        }
        return totals
    }

    /// Folds `ids` as a transaction of its own, after their batch committed (PostgreSQL), in a
    /// READ COMMITTED write (`foldAfterCommit`): each row locked before its sum is read, in one
    /// order of ids so that two folds never wait for each other in a cycle.
    package func foldAlone(_ ids: some Sequence<Int64>, in tx: any SQLTransaction) throws {
        let sorted = ids.sorted()
        guard !sorted.isEmpty else { return }
        // every row locked first, in one statement (ORDER BY sorts before the rows are locked)
        let list = Self.list(sorted)
        try tx.execute(lockAllSQL, [list])
        try tx.execute(foldSQL, [list])
    }

    /// Runs `foldAlone` after a batch committed. A failure is logged, not thrown: the batch's
    /// callers are owed their replies. The fold is then tried again in the background after each
    /// of `retryDelays` (that task is returned: true once a retry folded the rows), since a stale
    /// count would otherwise stay until another vote on its row; the start of the next process
    /// repairs what every retry missed (`repairStale`).
    @discardableResult
    package func foldAfterCommit(_ ids: [Int64], on engine: any SQLEngine,
                         retryDelays: [Duration] = Self.retryDelays) async -> Task<Bool, Never>? {
        guard !ids.isEmpty else { return nil }
        do {
            try await engine.write(isolation: .readCommitted) { tx in try foldAlone(ids, in: tx) }
            return nil
        } catch {
            Self.logger.warning("tally fold failed after its batch committed; trying again in the background",
                                metadata: ["counted": "\(counted)", "rows": "\(ids.count)", "error": "\(error)"])
            return Task.detached { await retryFold(ids, on: engine, after: retryDelays) }
        }
    }

    /// About two minutes of retries, every second or two at first: a failover or a restarted
    /// server is back within seconds, and until the fold lands the row's count (what `top` and
    /// the question show) is short by the batch's votes; sparse retries left it short for up
    /// to 20 s after a failover had ended. A database that went away for longer is repaired at
    /// the next start, or by the next vote on each row.
    package static let retryDelays: [Duration] = [
        .milliseconds(500), .seconds(1), .seconds(1), .seconds(1), .seconds(2), .seconds(2), .seconds(3), .seconds(5),
        .seconds(5), .seconds(10), .seconds(20), .seconds(30), .seconds(40),
    ]

    private func retryFold(_ ids: [Int64], on engine: any SQLEngine, after delays: [Duration]) async -> Bool {
        for delay in delays {
            try? await Task.sleep(for: delay)
            do {
                try await engine.write(isolation: .readCommitted) { tx in try foldAlone(ids, in: tx) }
                Self.logger.info("tally fold done on a retry", metadata: ["counted": "\(counted)", "rows": "\(ids.count)"])
                return true
            } catch is SQLEngineError {
                continue
            } catch {
                return false  // the engine was closed: this process is done with the database
            }
        }
        Self.logger.error("tally fold failed on every retry; the next start (or the next vote on these rows) repairs them",
                          metadata: ["counted": "\(counted)", "rows": "\(ids.count)"])
        return false
    }

    /// Folds every counted row whose count is not the sum of its shards: rows whose fold failed on
    /// every retry, or whose process died between its batch's commit and the fold. Returns how
    /// many rows it folded. One scan of the shard table (PostgreSQL; SQLite keeps no shards).
    package func repairStale(on engine: any SQLEngine) async throws -> Int {
        guard engine.dialect == .postgres else { return 0 }
        let ids = try await engine.read { tx in try tx.rows(staleSQL, []).map { try $0.decode(Int64.self, at: 0) } }
        guard !ids.isEmpty else { return 0 }
        try await engine.write(isolation: .readCommitted) { tx in try foldAlone(ids, in: tx) }
        Self.logger.notice("repaired stale tally counts", metadata: ["counted": "\(counted)", "rows": "\(ids.count)"])
        return ids.count
    }

    static let logger = Logger(label: "townhall.storage.tally")

    /// `ids` as one text argument, `1,2,3`, that PostgreSQL reads back as a bigint[] with
    /// `string_to_array(?, ',')::bigint[]`: one statement text for any number of ids.
    package static func list(_ ids: [Int64]) -> String {
        ids.map(String.init).joined(separator: ",")
    }
}
