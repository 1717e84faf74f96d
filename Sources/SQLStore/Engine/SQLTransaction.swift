/// Which SQL a statement is written in, for the few statements that must differ between engines
/// (full-text search, upserts of counters, date arithmetic).
public enum SQLDialect: String, Sendable {
    case sqlite
    case postgres
}

/// The statements of one transaction. Statements use `?` placeholders on both engines (the
/// PostgreSQL engine numbers them). A transaction body runs synchronously on a thread the engine
/// lends it, and may run more than once: an engine retries a write whose transaction conflicted
/// with another (see `SQLEngine.write`).
public protocol SQLTransaction {
    var dialect: SQLDialect { get }
    /// Runs one statement; returns how many rows it inserted, updated or deleted.
    @discardableResult
    func execute(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> Int
    /// Runs one query and returns all its rows.
    func rows(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> [SQLRow]
    /// The first column of the first row, nil when there is no row. An engine may answer this
    /// without building rows (the upvote path asks for single values several times per upvote).
    func firstValue(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> SQLValue?
}

extension SQLTransaction {
    @discardableResult
    public func execute(_ sql: String) throws -> Int { try execute(sql, []) }

    public func rows(_ sql: String) throws -> [SQLRow] { try rows(sql, []) }

    /// The first row of a query, nil when it has none.
    public func row(_ sql: String, _ arguments: [any SQLValueConvertible] = []) throws -> SQLRow? {
        try rows(sql, arguments).first
    }

    public func firstValue(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> SQLValue? {
        try row(sql, arguments)?.values.first
    }

    /// The first column of the first row as `T`, nil when there is no row (or it holds NULL).
    public func value<T: SQLValueConvertible>(_ type: T.Type, _ sql: String, _ arguments: [any SQLValueConvertible] = []) throws -> T? {
        guard let value = try firstValue(sql, arguments) else { return nil }
        guard let decoded = T?(sqlValue: value) else {
            throw SQLEngineError.wrongType(column: "#0", expected: "\(T.self)", found: value)
        }
        return decoded
    }
}

/// A database the features can read and write through, whichever engine holds it.
public protocol SQLEngine: Sendable {
    var dialect: SQLDialect { get }

    /// Runs `body` in a read-only transaction that sees one consistent snapshot.
    @discardableResult
    func read<T: Sendable>(_ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T

    /// Runs `body` in a read-only transaction that may see the database up to the engine's
    /// replica lag bound in the past (a standby's), unless `reader` (an account) had a write
    /// acknowledged moments ago; for the heavy read-only commands. Engines without standbys read
    /// as `read` does.
    @discardableResult
    func read<T: Sendable>(mayLagFor reader: String, _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T

    /// Runs `body` in a read-write transaction and returns once it committed ("acknowledged means
    /// committed"). Writes are serializable on both engines: SQLite has one writer at a time;
    /// PostgreSQL runs SERIALIZABLE transactions and, when one fails with a serialization failure
    /// or deadlock (SQLSTATE 40001, 40P01), rolls it back and runs `body` again after a backoff —
    /// so a body must not act outside the database. `isolation` lowers the level for the few
    /// writes made for READ COMMITTED (PostgreSQL; SQLite's one writer is serializable anyway).
    @discardableResult
    func write<T: Sendable>(isolation: WriteIsolation, _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T
}

extension SQLEngine {
    @discardableResult
    public func read<T: Sendable>(mayLagFor reader: String, _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await read(body)
    }

    /// A serializable write (see `write(isolation:_:)`).
    @discardableResult
    public func write<T: Sendable>(_ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await write(isolation: .serializable, body)
    }
}
