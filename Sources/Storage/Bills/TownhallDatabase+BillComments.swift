import Foundation
import GRDB

extension TownhallDatabase {
    /// Adds `account`'s comment under the bill and returns it as committed. Throws
    /// `StorageError.unknownBill` for a bill that is not stored.
    public func commentOnBill(_ id: BillID, text: String, by account: AccountIdentity, at date: Date) async throws -> BillComment {
        try await writer.write { db in
            try Self.requireBill(id, in: db)
            let authorID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: "INSERT INTO bill_comment (bill_id, author_id, text, created_at) VALUES (?, ?, ?, ?)",
                           arguments: [id.key, authorID, text, date])
            return BillComment(id: db.lastInsertedRowID, billID: id, authorName: account.name, text: text, createdAt: date)
        }
    }

    /// Throws `StorageError.unknownBill` unless the bill is stored.
    static func requireBill(_ id: BillID, in db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM bill WHERE id = ?)", arguments: [id.key]) == true else {
            throw StorageError.unknownBill(id.key)
        }
    }

    /// `requireBill` for features on `SQLEngine` (issue 17; bill comments still use the GRDB one).
    static func requireBill(_ id: BillID, in tx: any SQLTransaction) throws {
        guard try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM bill WHERE id = ?)", [id.key]) == true else {
            throw StorageError.unknownBill(id.key)
        }
    }
}
