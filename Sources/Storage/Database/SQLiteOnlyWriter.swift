import GRDB

/// The GRDB writer, for what is SQLite's own and has no PostgreSQL counterpart here: GRDB's
/// migrator and its `grdb_migrations` table, the online backup API, and the PRAGMA and query-plan
/// checks of the tests. Every feature reads and writes through `TownhallDatabase.engine` on both
/// engines. On PostgreSQL there is no GRDB writer: each method then throws
/// `StorageError.sqliteOnly` naming the operation, instead of crashing.
struct SQLiteOnlyWriter: Sendable {
    private let writer: (any DatabaseWriter)?

    init(_ writer: (any DatabaseWriter)?) {
        self.writer = writer
    }

    /// The GRDB writer itself; throws on PostgreSQL, naming `operation`.
    func grdb(_ operation: String = "this SQLite operation") throws -> any DatabaseWriter {
        guard let writer else { throw StorageError.sqliteOnly(operation: operation) }
        return writer
    }

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        try grdb().read(body)
    }

    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await grdb().read(body)
    }

    func write<T>(_ body: (Database) throws -> T) throws -> T {
        try grdb().write(body)
    }

    func write<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await grdb().write(body)
    }

    func writeWithoutTransaction<T>(_ body: (Database) throws -> T) throws -> T {
        try grdb().writeWithoutTransaction(body)
    }

    func writeWithoutTransaction<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        try await grdb().writeWithoutTransaction(body)
    }
}
