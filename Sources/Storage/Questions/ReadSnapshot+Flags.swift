import Foundation
import GRDB

extension ReadSnapshot {
    /// Visible questions with flags, most flagged first, each with its reasons oldest first.
    /// Hiding a question settles its flags.
    public func flaggedQuestions(limit: Int = 100) throws -> [FlaggedQuestion] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT f.question_id, f.reason FROM question_flag f
            JOIN question q ON q.id = f.question_id
            WHERE q.hidden_reason IS NULL
            ORDER BY f.question_id, f.created_at, f.account_id
            """)
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
