import Foundation
import GRDB

extension TownhallDatabase {
    /// Columns `Question.init(row:)` reads; append WHERE/ORDER clauses on `q`.
    static let questionSelect = """
        SELECT q.id, asker.name AS asker_name, q.member_bioguide, q.text, q.created_at, q.hidden_reason,
            q.answer_text, answerer.name AS answerer_name, q.answerer_is_staff, q.answered_at,
            q.upvote_count AS upvotes,
            (SELECT group_concat(tag, ' ') FROM question_tag WHERE question_tag.question_id = q.id) AS tag_list
        FROM question q
        JOIN account asker ON asker.id = q.asker_id
        LEFT JOIN account answerer ON answerer.id = q.answerer_id
        """

    /// Stores a new question of `account` to the member `memberBioguide` with its `tags`, in one
    /// transaction, and returns it as committed.
    public func ask(_ text: String, to memberBioguide: MemberID, tags: [String], by account: AccountIdentity,
                    at date: Date) async throws -> Question {
        try await writer.write { db in
            let askerID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO question (asker_id, member_bioguide, text, created_at) VALUES (?, ?, ?, ?)
                """, arguments: [askerID, memberBioguide, text, date])
            let id = db.lastInsertedRowID
            for tag in Set(tags.map { $0.lowercased() }) {
                try db.execute(sql: "INSERT INTO question_tag (question_id, tag) VALUES (?, ?)", arguments: [id, tag])
            }
            guard let question = try Self.question(id, in: db) else {
                throw DatabaseError(resultCode: .SQLITE_INTERNAL, message: "question vanished inside its transaction")
            }
            return question
        }
    }

    /// Hides the question (`reason` non-nil) or shows it again (`reason` nil). False if there
    /// is no such question.
    @discardableResult
    public func setHidden(_ id: Int64, reason: String?, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "UPDATE question SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                           arguments: [reason, reason == nil ? nil : date, id])
            return db.changesCount > 0
        }
    }

    /// Adds a comment of `account` under question `id`. False if there is no such question.
    @discardableResult
    public func comment(_ text: String, on id: Int64, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM question WHERE id = ?", arguments: [id]) != nil else {
                return false
            }
            let authorID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO question_comment (question_id, author_id, text, created_at) VALUES (?, ?, ?, ?)
                """, arguments: [id, authorID, text, date])
            return true
        }
    }

    static func question(_ id: Int64, in db: Database) throws -> Question? {
        try Question.fetchOne(db.cachedStatement(sql: questionSelect + " WHERE q.id = ?"), arguments: [id])
    }
}
