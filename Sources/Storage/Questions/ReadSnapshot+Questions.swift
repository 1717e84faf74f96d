import Foundation
import SQLStore

extension ReadSnapshot {
    /// The question `id`, hidden or not; nil if there is none.
    public func question(_ id: Int64) throws -> Question? {
        try TownhallDatabase.question(id, in: tx)
    }

    /// Visible questions only: a hidden question never appears in a list.
    public func questions(_ listing: QuestionListing) throws -> [Question] {
        let (clauses, arguments) = Self.sql(for: listing)
        // The SQLite engine caches the statement: there are few variants, and compiling this
        // join costs more than running it.
        return try tx.rows(TownhallDatabase.questionSelect(tx.dialect) + clauses, arguments).map(Question.init(row:))
    }

    /// The same list as `questions(_:)`, one headline per question: what a list shows, read
    /// without the joins to askers, tags and answers.
    public func questionHeadlines(_ listing: QuestionListing) throws -> [QuestionHeadline] {
        let (clauses, arguments) = Self.sql(for: listing)
        return try tx.rows("""
            SELECT q.id, q.member_bioguide, q.text, r.upvote_count, q.answer_text IS NOT NULL AS is_answered
            FROM question_rank r JOIN question q ON q.id = r.question_id
            """ + clauses, arguments).map(QuestionHeadline.init(row:))
    }

    /// WHERE, ORDER BY and LIMIT for `listing`, on the question table aliased `q` and its rank
    /// row `r`, whose index (`question_rank_top_visible`) serves the top of a member's questions.
    private static func sql(for listing: QuestionListing) -> (String, [any SQLValueConvertible]) {
        var conditions = ["r.visible = 1"]
        var arguments: [any SQLValueConvertible] = []
        if let official = listing.official {
            conditions.append("r.member_bioguide = ?")
            arguments.append(official)
        }
        if let tag = listing.tag {
            conditions.append("EXISTS (SELECT 1 FROM question_tag t WHERE t.question_id = q.id AND t.tag = ?)")
            arguments.append(tag)
        }
        let order = listing.order == .top ? "r.upvote_count DESC, r.question_id" : "q.id DESC"
        arguments.append(listing.limit)
        return (" WHERE " + conditions.joined(separator: " AND ") + " ORDER BY \(order) LIMIT ?", arguments)
    }
}

extension ReadSnapshot {
    /// The hashtags of visible questions asked since `date`, most used first.
    public func trendingTags(since date: Date, limit: Int = 10) throws -> [TagCount] {
        try tx.rows("""
            SELECT t.tag, COUNT(*) AS questions FROM question_tag t JOIN question q ON q.id = t.question_id
            WHERE q.hidden_reason IS NULL AND q.created_at >= ?
            GROUP BY t.tag ORDER BY questions DESC, t.tag LIMIT ?
            """, [date, limit]).map { TagCount(tag: try $0.decode("tag"), questions: try $0.decode("questions")) }
    }
}

extension ReadSnapshot {
    /// Questions in the database, hidden or not.
    public func questionCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM question") ?? 0
    }
}

extension ReadSnapshot {
    /// `account`'s own visible questions, newest first (`questions mine`).
    public func questionHeadlines(askedBy account: AccountIdentity, limit: Int) throws -> [QuestionHeadline] {
        try tx.rows("""
            SELECT q.id, q.member_bioguide, q.text, r.upvote_count, q.answer_text IS NOT NULL AS is_answered
            FROM question q JOIN question_rank r ON r.question_id = q.id JOIN account a ON a.id = q.asker_id
            WHERE a.network = ? AND a.name = ? AND q.hidden_reason IS NULL ORDER BY q.id DESC LIMIT ?
            """, [account.network, account.name, limit]).map(QuestionHeadline.init(row:))
    }

    /// How many visible questions `account` asked: the count `profile` shows beside `questions mine`.
    public func questionCount(askedBy account: AccountIdentity) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(*) FROM question q JOIN account a ON a.id = q.asker_id
            WHERE a.network = ? AND a.name = ? AND q.hidden_reason IS NULL
            """, [account.network, account.name]) ?? 0
    }
}
