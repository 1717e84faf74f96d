import Foundation
import SQLStore

extension ReadSnapshot {
    /// The visible comments under `item`, oldest first, each with its place; with `latest`, only the last that many.
    public func comments(under item: CommentedItem, in comments: CommentTable, latest: Int? = nil) throws -> [ItemComment] {
        let limit = latest.map { " LIMIT \($0)" } ?? ""
        return try tx.rows("""
            SELECT * FROM (
                SELECT c.id, \(comments.placeSQL(of: "c")) AS place, a.name, c.text, c.created_at FROM \(comments.table) c
                JOIN account a ON a.id = c.author_id
                WHERE c.\(comments.itemColumn) = ? AND c.hidden_reason IS NULL ORDER BY c.id DESC\(limit)
            ) AS latest ORDER BY id
            """, [item.key]).map(ItemComment.init(row:))
    }

    /// The stored id of the comment at `place` under `item`; nil when there is none (or, with
    /// `visibleOnly`, when it is hidden).
    public func commentID(at place: Int, under item: CommentedItem, in comments: CommentTable,
                          visibleOnly: Bool) throws -> Int64? {
        guard place >= 1, let row = try tx.row("""
            SELECT id, hidden_reason FROM \(comments.table) WHERE \(comments.itemColumn) = ? ORDER BY id LIMIT 1 OFFSET ?
            """, [item.key, place - 1]) else { return nil }
        if visibleOnly, try row.decode(String?.self, "hidden_reason") != nil { return nil }
        return try row.decode("id")
    }

    /// Visible comments with flags, most flagged first, each with its reasons oldest first:
    /// hiding a comment settles its flags.
    public func flaggedComments(in comments: CommentTable, limit: Int = 100) throws -> [FlaggedComment] {
        let rows = try tx.rows("""
            SELECT f.comment_id, f.reason, CAST(c.\(comments.itemColumn) AS TEXT) AS item, \(comments.placeSQL(of: "c")) AS place
            FROM \(comments.flag.table) f JOIN \(comments.table) c ON c.id = f.comment_id
            WHERE c.hidden_reason IS NULL
            ORDER BY f.comment_id, f.created_at, f.account_id
            """)
        var named: [Int64: (item: String, place: Int)] = [:]
        for row in rows {
            named[try row.decode("comment_id")] = (try row.decode("item"), try row.decode("place"))
        }
        return try FlagTally.ranked(rows, idColumn: "comment_id", limit: limit).compactMap { flagged in
            named[flagged.id].map { FlaggedComment(item: $0.item, place: $0.place, reasons: flagged.reasons) }
        }
    }
}
