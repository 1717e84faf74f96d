import Foundation
import GRDB

extension TownhallDatabase {
    /// `account` follows the bill; false if it already did. Throws `StorageError.unknownBill` for
    /// a bill that is not stored.
    public func followBill(_ id: BillID, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try Self.requireBill(id, in: db)
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO bill_follow (account_id, bill_id, created_at) VALUES (?, ?, ?)
                ON CONFLICT (account_id, bill_id) DO NOTHING
                """, arguments: [accountID, id.key, date])
            return db.changesCount > 0
        }
    }

    /// `account` stops following the bill; false if it did not follow it.
    public func unfollowBill(_ id: BillID, by account: AccountIdentity) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: """
                DELETE FROM bill_follow WHERE bill_id = ?
                    AND account_id = (SELECT id FROM account WHERE network = ? AND name = ?)
                """, arguments: [id.key, account.network, account.name])
            return db.changesCount > 0
        }
    }

    /// The bills `account` follows, newest Congress first.
    public func followedBills(by account: AccountIdentity) async throws -> [BillHeadline] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT bill.id, bill.title, bill.latest_action_date, bill.latest_action_text FROM bill_follow
                JOIN account ON account.id = bill_follow.account_id
                JOIN bill ON bill.id = bill_follow.bill_id
                WHERE account.network = ? AND account.name = ?
                ORDER BY bill.congress DESC, bill.type, bill.number
                """, arguments: [account.network, account.name]).compactMap(Self.headline)
        }
    }

    /// Accounts following the bill, by name.
    public func billFollowers(of id: BillID) async throws -> [AccountIdentity] {
        try await writer.read { db in
            try Row.fetchAll(db, sql: """
                SELECT account.network, account.name FROM bill_follow JOIN account ON account.id = bill_follow.account_id
                WHERE bill_follow.bill_id = ? ORDER BY account.name
                """, arguments: [id.key]).map { AccountIdentity(network: $0["network"], name: $0["name"]) }
        }
    }

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

    /// The latest `limit` comments under the bill, oldest of them first.
    public func billComments(on id: BillID, limit: Int = 20) async throws -> [BillComment] {
        try await writer.read { db in
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

    private static func requireBill(_ id: BillID, in db: Database) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM bill WHERE id = ?)", arguments: [id.key]) == true else {
            throw StorageError.unknownBill(id.key)
        }
    }
}
