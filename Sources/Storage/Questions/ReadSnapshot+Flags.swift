import Foundation
import SQLStore

extension ReadSnapshot {
    /// Visible questions with flags, most flagged first, each with its reasons oldest first.
    /// Hiding a question settles its flags.
    public func flaggedQuestions(limit: Int = 100) throws -> [FlaggedQuestion] {
        let rows = try tx.rows("""
            SELECT f.question_id, f.reason FROM question_flag f
            JOIN question q ON q.id = f.question_id
            WHERE q.hidden_reason IS NULL
            ORDER BY f.question_id, f.created_at, f.account_id
            """)
        return try FlagTally.ranked(rows, idColumn: "question_id", limit: limit).map { entry in
            FlaggedQuestion(questionID: entry.id, flags: entry.reasons.count, reasons: entry.reasons)
        }
    }
}
