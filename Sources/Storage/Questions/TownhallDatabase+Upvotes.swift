import Foundation

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
    /// keeps out another process); on PostgreSQL it is SERIALIZABLE, so two processes that count
    /// one account's budget at once conflict and one batch runs again — the body only reads and
    /// writes the database, so running it again is safe.
    static func commitUpvotes(_ requests: [UpvoteRequest], to engine: any SQLEngine) async throws -> [UpvoteOutcome] {
        try await engine.write { tx in
            try requests.map { try upvote($0, in: tx) }
        }
    }

    static func upvote(_ request: UpvoteRequest, in tx: any SQLTransaction) throws -> UpvoteOutcome {
        let id = request.questionID
        guard let question = try tx.row("""
            SELECT hidden_reason, asker_id, member_bioguide, upvote_count FROM question WHERE id = ?
            """, [id]) else { return .noSuchQuestion }
        if let reason = try question.decode(String?.self, "hidden_reason") { return .hidden(reason: reason) }
        let accountID = try ensureAccount(request.account, at: request.date, in: tx)
        // Account names compare case-insensitively in SQL, so one account is one id.
        if try question.decode(Int64.self, "asker_id") == accountID { return .ownQuestion }
        if try tx.row("SELECT 1 FROM upvote WHERE question_id = ? AND account_id = ?", [id, accountID]) != nil {
            return .alreadyUpvoted
        }
        let used = try tx.value(Int.self, "SELECT COUNT(*) FROM upvote WHERE account_id = ? AND day = ?",
                                [accountID, request.day]) ?? 0
        guard used < request.limit else { return .budgetSpent(limit: request.limit) }
        let member = try question.decode(MemberID.self, "member_bioguide")
        let upvotesBefore = try question.decode(Int.self, "upvote_count")
        try tx.execute("INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (?, ?, ?, ?)",
                       [id, accountID, request.day, request.date])
        // Read back inside the same transaction (the trigger counted it): the reply says what is committed.
        let upvotes = try tx.value(Int.self, "SELECT upvote_count FROM question WHERE id = ?", [id]) ?? 0
        let rankAfter = try rank(of: id, member: member, upvotes: upvotes, in: tx)
        let rankBefore = try rankAfter.flatMap { try rankBeforeUpvote(of: id, member: member, from: upvotesBefore,
                                                                      rankAfter: $0, in: tx) }
        return .counted(upvotes: upvotes, remainingToday: max(0, request.limit - used - 1),
                        rankBefore: rankBefore, rankAfter: rankAfter)
    }

    /// The place question `id` held before one upvote took it from `upvotes` to `upvotes + 1`
    /// and to `rankAfter` (nil below the top `within`). Cheaper than counting the place again:
    /// the upvote moved it past exactly the visible questions of the same member that had
    /// `upvotes` and are older, or `upvotes + 1` and are newer — usually none or a few. A question
    /// that ends below the top had no place before either (places only rise), so the caller
    /// skips this then.
    static func rankBeforeUpvote(of id: Int64, member: MemberID, from upvotes: Int, rankAfter: Int,
                                 within: Int = rankedPlaces, in tx: any SQLTransaction) throws -> Int? {
        let passed = try tx.value(Int.self, passedSQL, [member, upvotes, id, within - rankAfter + 1]) ?? 0
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
    static func rank(of id: Int64, member: MemberID, upvotes: Int, within: Int = rankedPlaces,
                     in tx: any SQLTransaction) throws -> Int? {
        let ahead = try tx.value(Int.self, rankSQL, [member, upvotes, id, within]) ?? 0
        return ahead < within ? ahead + 1 : nil
    }

    static let rankSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count > ?2
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            LIMIT ?4) AS counted
        """
}
