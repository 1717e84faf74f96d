import Foundation
import GRDB

/// The embedded engine: SQLite through GRDB. A GRDB write is already one transaction on the one
/// writer connection, so nothing conflicts and nothing is retried.
public struct SQLiteEngine: SQLEngine {
    let writer: any DatabaseWriter

    public init(writer: any DatabaseWriter) {
        self.writer = writer
    }

    public var dialect: SQLDialect { .sqlite }

    @discardableResult
    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await writer.read { db in try body(SQLiteTransaction(db: db)) }
    }

    /// One writer at a time: every write is serializable, whatever `isolation` asks.
    @discardableResult
    public func write<T: Sendable>(isolation: WriteIsolation,
                                   _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await writer.write { db in try body(SQLiteTransaction(db: db)) }
    }
}
