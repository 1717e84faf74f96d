/// Errors the storage layer reports in words a person can act on.
public enum StorageError: Error, Equatable, CustomStringConvertible {
    case backupDestinationExists(String)
    /// A bill id that names no stored bill.
    case unknownBill(String)
    /// A Bioguide id that names no stored member.
    case unknownMember(String)
    /// A bulk-load row refers to a row of another table by an index that is not there.
    case bulkLoadIndexOutOfRange(table: String, index: Int)
    /// A ranking half-life of zero or less seconds (reports would never age, or age infinitely).
    case invalidHalfLife(Double)
    /// A bulk-loaded report names a ZIP the ZIP table does not have.
    case bulkLoadUnknownZip(String)
    /// The database records migrations this binary does not know: a newer Townhall migrated it.
    case newerDatabase(unknownMigrations: [String])
    /// An operation that is SQLite's own (its online backup, GRDB's migrator) was asked of a
    /// PostgreSQL database.
    case sqliteOnly(operation: String)
    /// The database could not be opened (one line naming the problem: URL, server, password…).
    case cannotOpenDatabase(String)
    /// A row a transaction had just found or written is not there (should never happen).
    case rowVanished(String)
    /// An outbox row keeps facts of a kind this binary does not know how to read.
    case unknownNotificationFacts(kind: String, notification: Int64)
    /// A stored row holds a value this binary has no meaning for (a state or role it does not know).
    case unreadableRow(String)

    public var description: String {
        switch self {
        case .backupDestinationExists(let path):
            "backup destination \(path) already exists; choose a new file"
        case .unknownBill(let id):
            "no bill \(id) is stored"
        case .unknownMember(let id):
            "no member \(id) is stored"
        case let .bulkLoadIndexOutOfRange(table, index):
            "bulk load refers to \(table) #\(index), which is not in the load"
        case .invalidHalfLife(let seconds):
            "a ranking half-life must be more than 0 seconds, not \(seconds)"
        case .bulkLoadUnknownZip(let zip):
            "bulk load has a report about ZIP \(zip), which is not in the ZIP table"
        case .newerDatabase(let unknown):
            "the database was migrated by a newer Townhall (unknown migrations: \(unknown.joined(separator: ", "))); run that version or a newer one"
        case .cannotOpenDatabase(let why):
            why
        case .sqliteOnly(let operation):
            "\(operation) works on SQLite only"
        case .rowVanished(let row):
            "\(row) vanished inside its own transaction"
        case let .unknownNotificationFacts(kind, notification):
            "notification \(notification) keeps facts of kind \(kind), which this Townhall cannot read; run the version that queued it or a newer one"
        case .unreadableRow(let row):
            "the stored row \(row) holds a value this Townhall cannot read; run the version that wrote it or a newer one"
        }
    }
}
