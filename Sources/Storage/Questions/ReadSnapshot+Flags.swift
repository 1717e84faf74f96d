import Foundation
import SQLStore

extension ReadSnapshot {
    /// Visible letter templates with flags, most flagged first.
    public func flaggedTemplates(limit: Int = 100) throws -> [FlaggedItem] {
        try flaggedItems(of: .templateFlag, limit: limit)
    }

    /// Visible rock posts with flags, most flagged first.
    public func flaggedRockPosts(limit: Int = 100) throws -> [FlaggedItem] {
        try flaggedItems(of: .rockPostFlag, limit: limit)
    }

    /// The still visible items of one flag kind, most flagged first, each with its reasons
    /// oldest first: hiding an item settles its flags.
    func flaggedItems(of kind: ReactionKind, limit: Int) throws -> [FlaggedItem] {
        let rows = try tx.rows("""
            SELECT f.\(kind.itemColumn) AS item_id, f.reason FROM \(kind.table) f
            JOIN \(kind.itemTable) i ON i.id = f.\(kind.itemColumn)
            WHERE i.hidden_reason IS NULL
            ORDER BY f.\(kind.itemColumn), f.created_at, f.account_id
            """)
        return try FlagTally.ranked(rows, idColumn: "item_id", limit: limit).map { FlaggedItem(id: $0.id, reasons: $0.reasons) }
    }

    /// Visible questions with flags, most flagged first, each with its reasons oldest first.
    /// Hiding a question settles its flags.
    public func flaggedQuestions(limit: Int = 100) throws -> [FlaggedQuestion] {
        try flaggedItems(of: .questionFlag, limit: limit).map { item in
            FlaggedQuestion(questionID: item.id, flags: item.flags, reasons: item.reasons)
        }
    }
}
