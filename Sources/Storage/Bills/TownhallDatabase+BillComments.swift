import Foundation
import SQLStore

extension TownhallDatabase {
    /// Adds `account`'s comment under the bill and returns it as committed. Throws
    /// `StorageError.unknownBill` for a bill that is not stored.
    public func commentOnBill(_ id: BillID, text: String, by account: AccountIdentity, at date: Date) async throws -> BillComment {
        try await engine.write { tx in
            try Self.requireBill(id, in: tx)
            let authorID = try Self.ensureAccount(account, at: date, in: tx)
            guard let commentID = try tx.value(Int64.self, """
                INSERT INTO bill_comment (bill_id, author_id, text, created_at) VALUES (?, ?, ?, ?) RETURNING id
                """, [id.key, authorID, text, date]) else {
                throw StorageError.rowVanished("the new comment of \(account) on \(id.key)")
            }
            return BillComment(id: commentID, billID: id, authorName: account.name, text: text, createdAt: date)
        }
    }

    /// Throws `StorageError.unknownBill` unless the bill is stored.
    static func requireBill(_ id: BillID, in tx: any SQLTransaction) throws {
        guard try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM bill WHERE id = ?)", [id.key]) == true else {
            throw StorageError.unknownBill(id.key)
        }
    }
}
