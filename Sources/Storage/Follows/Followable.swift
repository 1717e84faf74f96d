import SQLStore

/// Something an account can follow — a member of Congress or a bill — and where its follows are
/// kept. Both kinds are the same three facts (who, what, since when) in a table of their own, so
/// that each can reference what it follows with a foreign key; one implementation serves both.
public protocol Followable: Sendable {
    /// The table of (account_id, `followColumn`, created_at) rows.
    static var followTable: String { get }
    /// The column naming what is followed.
    static var followColumn: String { get }
    /// The stored key of this one.
    var followKey: String { get }
    /// Throws the storage error that says this one is not stored.
    func requireStored(in tx: any SQLTransaction) throws
}

extension MemberID: Followable {
    public static var followTable: String { "follow" }
    public static var followColumn: String { "member_bioguide" }
    public var followKey: String { bioguide }

    public func requireStored(in tx: any SQLTransaction) throws {
        guard try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM member WHERE bioguide_id = ?)", [bioguide]) == true else {
            throw StorageError.unknownMember(bioguide)
        }
    }
}

extension BillID: Followable {
    public static var followTable: String { "bill_follow" }
    public static var followColumn: String { "bill_id" }
    public var followKey: String { key }

    public func requireStored(in tx: any SQLTransaction) throws {
        try TownhallDatabase.requireBill(self, in: tx)
    }
}
