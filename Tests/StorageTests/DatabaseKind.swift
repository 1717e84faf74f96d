import Foundation
import PostgresTestServer
import Testing
@testable import Storage

/// The engines the storage tests of a feature ported to `SQLEngine` (issue 17) run on: each such
/// test takes a `DatabaseKind` argument and opens its database with `makeDatabase()` — a
/// temporary SQLite file, or a fresh database on the real PostgreSQL server the tests start.
enum DatabaseKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// A new, migrated, empty database on this engine.
    func makeDatabase() async throws -> TownhallDatabase {
        switch self {
        case .sqlite:
            return try TownhallDatabase.temporary()
        case .postgres:
            let server = PostgresTestServer.shared
            return try await TownhallDatabase.open(postgres: server.freshDatabaseURL(label: "ported"),
                                                   password: server.info().password, maxConnections: 2)
        }
    }
}
