import Foundation
import SQLStore

extension ReadSnapshot {
    /// The latest `limit` comments under the bill, oldest of them first.
    public func billComments(on id: BillID, limit: Int = 20) throws -> [BillComment] {
        try tx.rows("""
            SELECT * FROM (
                SELECT c.id, c.text, c.created_at, account.name FROM bill_comment c
                JOIN account ON account.id = c.author_id
                WHERE c.bill_id = ? ORDER BY c.id DESC LIMIT ?
            ) AS latest ORDER BY id
            """, [id.key, limit]).map {
            BillComment(id: try $0.decode("id"), billID: id, authorName: try $0.decode("name"), text: try $0.decode("text"),
                        createdAt: try $0.decode("created_at"))
        }
    }
}
