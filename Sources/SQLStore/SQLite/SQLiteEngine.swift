import Foundation
import GRDB

/// The embedded engine: SQLite through GRDB. A GRDB write is already one transaction on the one
/// writer connection, so nothing conflicts and nothing is retried.
public struct SQLiteEngine: SQLEngine {
    let writer: any DatabaseWriter
    /// Counts the errors reads and writes give back, by kind.
    let errors: DatabaseErrorMeter

    public init(writer: any DatabaseWriter, errors: DatabaseErrorMeter = DatabaseErrorMeter()) {
        self.writer = writer
        self.errors = errors
    }

    public var dialect: SQLDialect { .sqlite }

    @discardableResult
    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await errors.counting { try await writer.read { db in try body(SQLiteTransaction(db: db)) } }
    }

    /// One writer at a time: every write is serializable, whatever `isolation` asks.
    @discardableResult
    public func write<T: Sendable>(isolation: WriteIsolation,
                                   _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await errors.counting { try await writer.write { db in try body(SQLiteTransaction(db: db)) } }
    }
}
