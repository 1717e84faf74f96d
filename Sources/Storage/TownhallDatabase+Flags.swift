import Foundation
import GRDB

extension TownhallDatabase {
    /// Records that `account` flags question `id` for moderators. False if this account had
    /// flagged it already (the first reason stays).
    public func flag(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO question_flag (question_id, account_id, reason, created_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (question_id, account_id) DO NOTHING
                """, arguments: [id, accountID, reason, date])
            return db.changesCount > 0
        }
    }

    /// Visible questions with flags, most flagged first, each with its reasons oldest first.
    /// Hiding a question settles its flags.
    public func flaggedQuestions(limit: Int = 100) async throws -> [FlaggedQuestion] {
        let rows = try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT f.question_id, f.reason FROM question_flag f
                JOIN question q ON q.id = f.question_id
                WHERE q.hidden_reason IS NULL
                ORDER BY f.question_id, f.created_at, f.account_id
                """)
        }
        var flagged: [FlaggedQuestion] = []
        for row in rows {
            let id: Int64 = row["question_id"]
            if flagged.last?.questionID != id { flagged.append(FlaggedQuestion(questionID: id, flags: 0, reasons: [])) }
            flagged[flagged.count - 1].flags += 1
            flagged[flagged.count - 1].reasons.append(row["reason"])
        }
        let ranked = flagged.sorted { ($0.flags, $1.questionID) > ($1.flags, $0.questionID) }
        return Array(ranked.prefix(limit))
    }
}
