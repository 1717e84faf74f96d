import Foundation
import SQLStore

extension TownhallDatabase {
    /// Upvotes question `id` for `account`, at most `limit` upvotes per `day` (the caller's
    /// calendar-day key, e.g. "2026-11-21" in the bot's time zone). Returns once the upvote (or
    /// the refusal) is committed.
    ///
    /// Concurrent upvotes are group-committed (`GroupCommitQueue`): they are applied one after
    /// the other, in arrival order, inside one write transaction — so checks and inserts of two
    /// upvotes of one account can never interleave, and another process cannot either (SQLite's
    /// write lock; PostgreSQL's SERIALIZABLE isolation) — and that transaction commits once for
    /// all of them.
    public func upvote(_ id: Int64, by account: AccountIdentity, day: String, limit: Int,
                       at date: Date) async throws -> UpvoteOutcome {
        try await upvoteQueue.submit(UpvoteRequest(questionID: id, account: account, day: day, limit: limit, date: date))
    }

    /// How many transactions the upvotes so far took (for benchmarks and diagnostics).
    public var upvoteBatching: GroupCommitStatistics { upvoteQueue.statistics }

    /// Applies `requests` in order inside one write transaction and commits once: each sees the
    /// effects of the ones before it. If anything throws, the whole batch is rolled back. On
    /// SQLite the transaction is IMMEDIATE (it holds the write lock from its start, which also
    /// keeps out another process) and also adds the upvotes to the question rows and reads the
    /// replies: one commit, one fsync. On PostgreSQL it is SERIALIZABLE, so two processes that
    /// count one account's budget at once conflict and one batch runs again — the body only reads
    /// and writes the database, so running it again is safe; it writes no question row (see
    /// `ShardedTally`): the fold is a transaction of its own after it, and the replies are read
    /// after that from the tally shards, which hold the batch's upvotes even when the fold failed.
    static func commitUpvotes(_ requests: [UpvoteRequest], to engine: any SQLEngine) async throws -> [UpvoteOutcome] {
        switch engine.dialect {
        case .sqlite:
            return try await engine.write { tx in
                let applied = try apply(requests, in: tx)
                let folded = try ShardedTally.questionUpvotes.addCounting(AppliedUpvote.counts(applied), in: tx)
                return try replies(to: applied, folded: folded, in: tx)
            }
        case .postgres:
            try await createAccountsAhead(requests.map(\.account), at: requests.first?.date ?? Date(), on: engine)
            let applied = try await engine.write { tx in try apply(requests, in: tx) }
            let questions = Array(AppliedUpvote.counts(applied).keys)
            // Committed: from here the callers are owed their replies, fold or no fold.
            await ShardedTally.questionUpvotes.foldAfterCommit(questions, on: engine)
            return try await engine.read { tx in
                let counts = try ShardedTally.questionUpvotes.counts(of: questions, in: tx)
                return try replies(to: applied, folded: counts.mapValues(\.tallied), stored: counts.mapValues(\.stored), in: tx)
            }
        }
    }

    /// Inserts the upvotes of `requests` that may be counted, in order, and adds them to one
    /// tally shard (PostgreSQL; SQLite keeps none).
    static func apply(_ requests: [UpvoteRequest], in tx: any SQLTransaction) throws -> [AppliedUpvote] {
        let applied = try requests.map { try apply($0, in: tx) }
        try ShardedTally.questionUpvotes.add(AppliedUpvote.counts(applied), shard: ShardedTally.randomShard(), in: tx)
        return applied
    }

    static func apply(_ request: UpvoteRequest, in tx: any SQLTransaction) throws -> AppliedUpvote {
        let id = request.questionID
        // The voter's account id comes with the question (one statement where two were); only a
        // voter without an account row yet takes `ensureAccount`'s insert.
        guard let question = try tx.row("""
            SELECT hidden_reason, asker_id, member_bioguide,
                (SELECT id FROM account WHERE network = ? AND name = ?) AS voter_id
            FROM question WHERE id = ?
            """, [request.account.network, request.account.name, id]) else { return .refused(.noSuchQuestion) }
        if let reason = try question.decode(String?.self, at: 0) { return .refused(.hidden(reason: reason)) }
        let accountID = try question.decode(Int64?.self, at: 3) ?? ensureAccount(request.account, at: request.date, in: tx)
        // Account names compare case-insensitively in SQL, so one account is one id.
        if try question.decode(Int64.self, at: 1) == accountID { return .refused(.ownQuestion) }
        // The budget first, raised only while under the limit (`upvote_budget`); no separate look
        // for an earlier upvote either: on PostgreSQL such reads lock index pages every other
        // voter's upvote writes to, and make concurrent batches conflict.
        guard request.limit > 0, let used = try tx.value(Int.self, """
            INSERT INTO upvote_budget (account_id, day, used) VALUES (?, ?, 1)
            ON CONFLICT (account_id, day) DO UPDATE SET used = upvote_budget.used + 1 WHERE upvote_budget.used < ?
            RETURNING used
            """, [accountID, request.day, request.limit]) else {
            let upvoted = try tx.row("SELECT 1 FROM upvote WHERE question_id = ? AND account_id = ?", [id, accountID]) != nil
            return .refused(upvoted ? .alreadyUpvoted : .budgetSpent(limit: request.limit))
        }
        guard try tx.execute("""
            INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (?, ?, ?, ?)
            ON CONFLICT (question_id, account_id) DO NOTHING
            """, [id, accountID, request.day, request.date]) > 0 else {
            try tx.execute("UPDATE upvote_budget SET used = used - 1 WHERE account_id = ? AND day = ?", [accountID, request.day])
            return .refused(.alreadyUpvoted)
        }
        return .inserted(questionID: id, member: try question.decode(MemberID.self, at: 2),
                         remainingToday: request.limit - used)
    }

    /// The replies to a batch once its upvotes are tallied and folded. The k-th of a batch's m
    /// upvotes of one question says the folded count minus the m − k after it, and its places are
    /// counted as they stood then (`BatchNeighbour`), so each caller of one process hears exactly
    /// what its own upvote made, as if the batch's upvotes had been counted one by one (on
    /// PostgreSQL the folded count also holds any other process's upvotes folded meanwhile: a
    /// committed count either way). `stored` is what the question rows hold, where that differs
    /// from `counts` (PostgreSQL: shards not folded yet, or a fold that failed); the places are
    /// counted on the rows, so the batch's other questions are corrected from what they hold.
    static func replies(to applied: [AppliedUpvote], folded counts: [Int64: Int], stored: [Int64: Int]? = nil,
                        in tx: any SQLTransaction) throws -> [UpvoteOutcome] {
        var later = AppliedUpvote.counts(applied)
        var members: [MemberID: Member] = [:]
        var folded: [Int64: (member: MemberID, upvotes: Int, stored: Int)] = [:]
        for case .inserted(let id, let member, _) in applied where folded[id] == nil {
            folded[id] = (member, counts[id] ?? 0, (stored ?? counts)[id] ?? 0)
        }
        return try applied.map { upvote in
            guard case .inserted(let id, let member, let remainingToday) = upvote else {
                return upvote.refusal ?? .noSuchQuestion
            }
            later[id, default: 0] -= 1
            let upvotes = (folded[id]?.upvotes ?? 0) - later[id, default: 0]
            let neighbours = folded.compactMap { other -> BatchNeighbour? in
                guard other.key != id, other.value.member == member else { return nil }
                return BatchNeighbour(id: other.key, stored: other.value.stored,
                                      then: other.value.upvotes - later[other.key, default: 0])
            }
            let rankAfter = try rank(of: id, member: member, upvotes: upvotes, neighbours: neighbours, in: tx)
            let rankBefore = try rankAfter.flatMap {
                try rankBeforeUpvote(of: id, member: member, from: upvotes - 1, rankAfter: $0, neighbours: neighbours, in: tx)
            }
            var risenFor: Member?
            if let rankAfter, rankAfter < rankBefore ?? .max {
                risenFor = try members[member] ?? tx.row("SELECT * FROM member WHERE bioguide_id = ?", [member]).map(Member.init(row:))
                members[member] = risenFor
            }
            return .counted(upvotes: upvotes, remainingToday: remainingToday, rankBefore: rankBefore, rankAfter: rankAfter,
                            risenFor: risenFor)
        }
    }

    /// The place question `id` held before one upvote took it from `upvotes` to `upvotes + 1`
    /// and to `rankAfter` (nil below the top `within`). Cheaper than counting the place again:
    /// the upvote moved it past exactly the visible questions of the same member that had
    /// `upvotes` and are older, or `upvotes + 1` and are newer — usually none or a few. A question
    /// that ends below the top had no place before either (places only rise), so the caller
    /// skips this then. The count reads a few more entries than needed (one per neighbour), so
    /// that correcting it for `neighbours` never starts from a cut-off count.
    static func rankBeforeUpvote(of id: Int64, member: MemberID, from upvotes: Int, rankAfter: Int,
                                 within: Int = rankedPlaces, neighbours: [BatchNeighbour] = [],
                                 in tx: any SQLTransaction) throws -> Int? {
        let counted = try tx.value(Int.self, passedSQL, [member, upvotes, id, within - rankAfter + 1 + neighbours.count]) ?? 0
        let passed = neighbours.reduce(counted) { $0 + $1.passedCorrection(of: id, with: upvotes + 1) }
        let before = rankAfter + passed
        return before <= within ? before : nil
    }

    static let passedSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 + 1 AND id > ?3
            LIMIT ?4) AS counted
        """

    /// Places counted exactly; below them a question's place is nil. Above what `questions` lists.
    public static let rankedPlaces = 100

    /// The place of visible question `id` with `upvotes` among the visible questions to `member`,
    /// by upvotes then age (1 = top), or nil below the top `within`. The questions ahead are
    /// exactly the index entries before this one in `question_top_visible`: two range searches
    /// read at most `within` of them from the index alone (see `rankQueryUsesRangesOfTheTopIndex`).
    /// The question itself is left out: its stored count may already include later upvotes of
    /// the same batch, as may other questions' (`neighbours`, corrected for after counting).
    static func rank(of id: Int64, member: MemberID, upvotes: Int, within: Int = rankedPlaces,
                     neighbours: [BatchNeighbour] = [], in tx: any SQLTransaction) throws -> Int? {
        let counted = try tx.value(Int.self, rankSQL, [member, upvotes, id, within + neighbours.count]) ?? 0
        let ahead = neighbours.reduce(counted) { $0 + $1.aheadCorrection(of: id, with: upvotes) }
        return ahead < within ? ahead + 1 : nil
    }

    static let rankSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count > ?2 AND id <> ?3
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            LIMIT ?4) AS counted
        """
}
