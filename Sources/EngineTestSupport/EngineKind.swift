import Foundation
import GRDB
import PostgresTestServer
import SQLStore

/// The engines every engine test runs on: a real SQLite file and a real PostgreSQL server
/// (started by the tests; a test that cannot reach it fails).
public enum EngineKind: String, CaseIterable, Sendable {
    case sqlite
    case postgres

    /// Runs `body` with a new, empty database on this engine, and closes it after. `errors`
    /// counts the engine's errors (the process's metrics backend unless a test gives its own).
    public func withEngine(label: String, errors: DatabaseErrorMeter = DatabaseErrorMeter(),
                           _ body: (any SQLEngine) async throws -> Void) async throws {
        let engine = try await makeEngine(label: label, errors: errors)
        do {
            try await body(engine)
        } catch {
            try await (engine as? PostgresEngine)?.close()
            throw error
        }
        try await (engine as? PostgresEngine)?.close()
    }

    /// A new, empty database on this engine.
    public func makeEngine(label: String = "engine", errors: DatabaseErrorMeter = DatabaseErrorMeter()) async throws -> any SQLEngine {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("townhall-engine-\(UUID().uuidString)", isDirectory: true)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let pool = try DatabasePool(path: directory.appendingPathComponent("engine.sqlite").path)
            return SQLiteEngine(writer: pool, errors: errors)
        case .postgres:
            return try await Self.postgresEngine(label: label, errors: errors)
        }
    }

    public static func postgresEngine(label: String, server: PostgresTestServer = .shared,
                               retryPolicy: TransactionRetryPolicy = TransactionRetryPolicy(),
                               errors: DatabaseErrorMeter = DatabaseErrorMeter()) async throws -> PostgresEngine {
        let url = try await server.freshDatabaseURL(label: label)
        let password = try await server.info().password
        return try PostgresEngine(location: PostgresLocation(url: url, password: password), retryPolicy: retryPolicy,
                                  errors: errors)
    }
}
