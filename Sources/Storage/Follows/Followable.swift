import SQLStore

/// Something an account can follow — an official or a bill — and where its follows are
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

extension OfficialID: Followable {
    public static var followTable: String { "follow" }
    public static var followColumn: String { "member_bioguide" }
    public var followKey: String { description }

    /// A member of Congress must be stored; a state or city official too, though their row may
    /// go later with a re-import (`follow` keeps no foreign key to either, see
    /// `FollowsSchema.v20FollowsAnyOfficial`).
    public func requireStored(in tx: any SQLTransaction) throws {
        let (table, column) = switch self {
        case .member: ("member", "bioguide_id")
        case .openStates: ("state_official", "official_id")
        }
        guard try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM \(table) WHERE \(column) = ?)", [description]) == true else {
            throw StorageError.unknownMember(description)
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
