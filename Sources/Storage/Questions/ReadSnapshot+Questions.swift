import Foundation
import GRDB

extension ReadSnapshot {
    /// The question `id`, hidden or not; nil if there is none.
    public func question(_ id: Int64) throws -> Question? {
        try TownhallDatabase.question(id, in: db)
    }

    /// The comments under question `id`, oldest first.
    public func comments(on id: Int64) throws -> [QuestionComment] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT account.name, c.text, c.created_at FROM question_comment c
            JOIN account ON account.id = c.author_id
            WHERE c.question_id = ? ORDER BY c.id
            """), arguments: [id]).map { row in
            QuestionComment(authorName: row["name"], text: row["text"], createdAt: row["created_at"])
        }
    }

    /// Visible questions only: a hidden question never appears in a list.
    public func questions(_ listing: QuestionListing) throws -> [Question] {
        let (clauses, arguments) = Self.sql(for: listing)
        // Cached per connection: there are few variants, and compiling this join costs more than running it.
        return try Question.fetchAll(db.cachedStatement(sql: TownhallDatabase.questionSelect + clauses),
                                     arguments: arguments)
    }

    /// The same list as `questions(_:)`, one headline per question: what a list shows, read
    /// without the joins to askers, tags and answers.
    public func questionHeadlines(_ listing: QuestionListing) throws -> [QuestionHeadline] {
        let (clauses, arguments) = Self.sql(for: listing)
        return try QuestionHeadline.fetchAll(db.cachedStatement(sql: """
            SELECT q.id, q.member_bioguide, q.text, q.upvote_count, q.answer_text IS NOT NULL AS is_answered
            FROM question q
            """ + clauses), arguments: arguments)
    }

    /// WHERE, ORDER BY and LIMIT for `listing`, on the question table aliased `q`.
    private static func sql(for listing: QuestionListing) -> (String, StatementArguments) {
        var conditions = ["q.hidden_reason IS NULL"]
        var arguments: StatementArguments = []
        if let member = listing.memberBioguide {
            conditions.append("q.member_bioguide = ?")
            arguments += [member]
        }
        if let tag = listing.tag {
            conditions.append("EXISTS (SELECT 1 FROM question_tag t WHERE t.question_id = q.id AND t.tag = ?)")
            arguments += [tag]
        }
        let order = listing.order == .top ? "q.upvote_count DESC, q.id" : "q.id DESC"
        arguments += [listing.limit]
        return (" WHERE " + conditions.joined(separator: " AND ") + " ORDER BY \(order) LIMIT ?", arguments)
    }
}

extension ReadSnapshot {
    /// The hashtags of visible questions asked since `date`, most used first.
    public func trendingTags(since date: Date, limit: Int = 10) throws -> [TagCount] {
        try Row.fetchAll(db, sql: """
            SELECT t.tag, COUNT(*) AS questions FROM question_tag t JOIN question q ON q.id = t.question_id
            WHERE q.hidden_reason IS NULL AND q.created_at >= ?
            GROUP BY t.tag ORDER BY questions DESC, t.tag LIMIT ?
            """, arguments: [date, limit]).map { TagCount(tag: $0["tag"], questions: $0["questions"]) }
    }
}

extension ReadSnapshot {
    /// Questions in the database, hidden or not.
    public func questionCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question") ?? 0
    }
}
