import Foundation
import GRDB

extension TownhallDatabase {
    /// Upvotes question `id` for `account`, at most `limit` upvotes per `day` (the caller's
    /// calendar-day key, e.g. "2026-11-21" in the bot's time zone). Returns once the upvote (or
    /// the refusal) is committed.
    ///
    /// Concurrent upvotes are group-committed (`GroupCommitQueue`): they are applied one after
    /// the other, in arrival order, inside one IMMEDIATE transaction — so checks and inserts of
    /// two upvotes of one account can never interleave, and the write lock also keeps out
    /// another process — and that transaction commits once for all of them.
    public func upvote(_ id: Int64, by account: AccountIdentity, day: String, limit: Int,
                       at date: Date) async throws -> UpvoteOutcome {
        try await upvoteQueue.submit(UpvoteRequest(questionID: id, account: account, day: day, limit: limit, date: date))
    }

    /// How many transactions the upvotes so far took (for benchmarks and diagnostics).
    public var upvoteBatching: GroupCommitStatistics { upvoteQueue.statistics }

    /// Applies `requests` in order inside one IMMEDIATE transaction and commits once: each sees
    /// the effects of the ones before it. If anything throws, the whole batch is rolled back.
    static func commitUpvotes(_ requests: [UpvoteRequest], to writer: any DatabaseWriter) async throws -> [UpvoteOutcome] {
        try await writer.writeWithoutTransaction { db in
            var outcomes: [UpvoteOutcome] = []
            try db.inTransaction(.immediate) {
                outcomes = try requests.map { try upvote($0, in: db) }
                return .commit
            }
            return outcomes
        }
    }

    static func upvote(_ request: UpvoteRequest, in db: Database) throws -> UpvoteOutcome {
        let id = request.questionID
        guard let question = try Row.fetchOne(db.cachedStatement(sql: """
            SELECT hidden_reason, asker_id, member_bioguide, upvote_count FROM question WHERE id = ?
            """), arguments: [id]) else { return .noSuchQuestion }
        if let reason: String = question["hidden_reason"] { return .hidden(reason: reason) }
        let accountID = try ensureAccount(request.account, at: request.date, in: db)
        // Account names compare case-insensitively in SQL, so one account is one id.
        if question["asker_id"] == accountID { return .ownQuestion }
        if try Bool.fetchOne(db.cachedStatement(sql: "SELECT 1 FROM upvote WHERE question_id = ? AND account_id = ?"),
                             arguments: [id, accountID]) != nil {
            return .alreadyUpvoted
        }
        let used = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM upvote WHERE account_id = ? AND day = ?"),
                                    arguments: [accountID, request.day]) ?? 0
        guard used < request.limit else { return .budgetSpent(limit: request.limit) }
        let member: MemberID = question["member_bioguide"]
        let upvotesBefore: Int = question["upvote_count"]
        try db.cachedStatement(sql: "INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (?, ?, ?, ?)")
            .execute(arguments: [id, accountID, request.day, request.date])
        // Read back inside the same transaction (the trigger counted it): the reply says what is committed.
        let upvotes = try Int.fetchOne(db.cachedStatement(sql: "SELECT upvote_count FROM question WHERE id = ?"),
                                       arguments: [id]) ?? 0
        let rankAfter = try rank(of: id, member: member, upvotes: upvotes, in: db)
        let rankBefore = try rankAfter.flatMap { try rankBeforeUpvote(of: id, member: member, from: upvotesBefore,
                                                                      rankAfter: $0, in: db) }
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
                                 within: Int = rankedPlaces, in db: Database) throws -> Int? {
        let passed = try Int.fetchOne(db.cachedStatement(sql: passedSQL),
                                      arguments: [member, upvotes, id, within - rankAfter + 1]) ?? 0
        let before = rankAfter + passed
        return before <= within ? before : nil
    }

    static let passedSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 + 1 AND id > ?3
            LIMIT ?4)
        """

    /// Places counted exactly; below them a question's place is nil. Above what `questions` lists.
    public static let rankedPlaces = 100

    /// The place of visible question `id` with `upvotes` among the visible questions to `member`,
    /// by upvotes then age (1 = top), or nil below the top `within`. The questions ahead are
    /// exactly the index entries before this one in `question_top_visible`: two range searches
    /// read at most `within` of them from the index alone (see `rankQueryUsesRangesOfTheTopIndex`).
    static func rank(of id: Int64, member: MemberID, upvotes: Int, within: Int = rankedPlaces,
                     in db: Database) throws -> Int? {
        let ahead = try Int.fetchOne(db.cachedStatement(sql: rankSQL), arguments: [member, upvotes, id, within]) ?? 0
        return ahead < within ? ahead + 1 : nil
    }

    static let rankSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count > ?2
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            LIMIT ?4)
        """
}
