import Foundation
import SQLStore

extension TownhallDatabase {
    /// Columns `Question.init(row:)` reads; append WHERE/ORDER clauses on `q` (the question) and
    /// `r` (its `question_rank` row: count, member and visibility, as the ranking index has them).
    /// The tags are gathered into one space-separated text by each engine's own aggregate.
    static func questionSelect(_ dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite: questionSelectSQLite
        case .postgres: questionSelectPostgres
        }
    }

    private static func questionSelect(tags: String) -> String {
        """
        SELECT q.id, asker.name AS asker_name, q.member_bioguide, q.text, q.created_at, q.hidden_reason,
            q.answer_text, answerer.name AS answerer_name, q.answerer_is_staff, q.answered_at,
            r.upvote_count AS upvotes,
            (SELECT \(tags) FROM question_tag WHERE question_tag.question_id = q.id) AS tag_list
        FROM question q
        JOIN question_rank r ON r.question_id = q.id
        JOIN account asker ON asker.id = q.asker_id
        LEFT JOIN account answerer ON answerer.id = q.answerer_id
        """
    }

    // Built once: the SQLite engine caches statements by their text.
    private static let questionSelectSQLite = questionSelect(tags: "group_concat(tag, ' ')")
    private static let questionSelectPostgres = questionSelect(tags: "string_agg(tag, ' ')")

    /// Stores a new question of `account` to `official` (a member of Congress or a state or city official) with its `tags`, in one
    /// transaction, and returns it as committed.
    /// Asks the question unless the same account asked the same member the same text (ignoring
    /// case, spacing and closing punctuation) since `since`: a repeat splits the upvotes between
    /// two copies, so the asker is pointed to the first. Checked in the asking transaction, so
    /// two copies sent at once cannot both pass.
    public func ask(_ text: String, to official: OfficialID, tags: [String], by account: AccountIdentity,
                    at date: Date, unlessAskedSince since: Date) async throws -> AskOutcome {
        try await engine.write { tx in
            let askerID = try Self.ensureAccount(account, at: date, in: tx)
            let earlier = try tx.rows("""
                SELECT id, text FROM question WHERE asker_id = ? AND member_bioguide = ? AND created_at >= ?
                ORDER BY id
                """, [askerID, official, since])
            let wanted = Self.comparable(text)
            for row in earlier where Self.comparable(try row.decode("text")) == wanted {
                return .repeated(questionID: try row.decode("id"))
            }
            return .asked(try Self.insertQuestion(text, to: official, tags: tags, askerID: askerID, at: date, in: tx))
        }
    }

    /// A question's text as repeats are compared: lowercased, spaces collapsed, without its
    /// #tags or closing punctuation ("Will you? #rent" and "will  you" are the same question).
    static func comparable(_ text: String) -> String {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).filter { !$0.hasPrefix("#") }
            .joined(separator: " ")
        return String(words.reversed().drop { $0.isPunctuation || $0 == " " }.reversed())
    }

    public func ask(_ text: String, to official: OfficialID, tags: [String], by account: AccountIdentity,
                    at date: Date) async throws -> Question {
        try await engine.write { tx in
            let askerID = try Self.ensureAccount(account, at: date, in: tx)
            return try Self.insertQuestion(text, to: official, tags: tags, askerID: askerID, at: date, in: tx)
        }
    }

    private static func insertQuestion(_ text: String, to official: OfficialID, tags: [String], askerID: Int64,
                                       at date: Date, in tx: any SQLTransaction) throws -> Question {
        guard let id = try tx.value(Int64.self, """
            INSERT INTO question (asker_id, member_bioguide, text, created_at) VALUES (?, ?, ?, ?) RETURNING id
            """, [askerID, official, text, date]) else {
            throw StorageError.rowVanished("the new question")
        }
        try insertRank(of: id, to: official, in: tx)
        for tag in Set(tags.map { $0.lowercased() }) {
            try tx.execute("INSERT INTO question_tag (question_id, tag) VALUES (?, ?)", [id, tag])
        }
        guard let question = try question(id, in: tx) else {
            throw StorageError.rowVanished("question \(id)")
        }
        return question
    }

    /// The rank row of new question `id` (`question_rank`): no upvotes yet, visible.
    static func insertRank(of id: Int64, to official: any SQLValueConvertible, in tx: any SQLTransaction) throws {
        try tx.execute("INSERT INTO question_rank (question_id, member_bioguide, upvote_count, visible) VALUES (?, ?, 0, 1)",
                       [id, official])
    }

    /// Hides the question (`reason` non-nil) or shows it again (`reason` nil), in its rank row too
    /// (a hidden question holds no place). False if there is no such question.
    @discardableResult
    public func setHidden(_ id: Int64, reason: String?, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            guard try tx.execute("UPDATE question SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                                 [reason, reason == nil ? nil : date, id]) > 0 else { return false }
            try tx.execute("UPDATE question_rank SET visible = ? WHERE question_id = ?", [reason == nil ? 1 : 0, id])
            return true
        }
    }

    /// Adds a comment of `account` under question `id`. False if there is no such question.
    @discardableResult
    public func comment(_ text: String, on id: Int64, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            guard try tx.row("SELECT 1 FROM question WHERE id = ?", [id]) != nil else {
                return false
            }
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO question_comment (question_id, author_id, text, created_at) VALUES (?, ?, ?, ?)
                """, [id, authorID, text, date])
            return true
        }
    }

    static func question(_ id: Int64, in tx: any SQLTransaction) throws -> Question? {
        try tx.row(questionSelect(tx.dialect) + " WHERE q.id = ?", [id]).map(Question.init(row:))
    }
}
