import Foundation
import GRDB

extension ReadSnapshot {
    /// The latest `limit` comments under the bill, oldest of them first.
    public func billComments(on id: BillID, limit: Int = 20) throws -> [BillComment] {
        try Row.fetchAll(db, sql: """
            SELECT * FROM (
                SELECT c.id, c.text, c.created_at, account.name FROM bill_comment c
                JOIN account ON account.id = c.author_id
                WHERE c.bill_id = ? ORDER BY c.id DESC LIMIT ?
            ) ORDER BY id
            """, arguments: [id.key, limit]).map {
            BillComment(id: $0["id"], billID: id, authorName: $0["name"], text: $0["text"], createdAt: $0["created_at"])
        }
    }
}
