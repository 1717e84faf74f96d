import Foundation
import PostgresTestServer
import Storage

/// The two engines the tests run on: a test that touches storage takes a
/// `DatabaseKind` argument and opens its database through it — a temporary SQLite file, or a
/// fresh database on the real PostgreSQL server the tests start (`PostgresTestServer.shared`).
/// One module for the storage, civic and integration tests, so that they all mean the same by
/// "on both engines".
public enum DatabaseKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite
    case postgres

    public var description: String { rawValue }

    /// A new, migrated, empty database on this engine. `label` shows in PostgreSQL's database
    /// name, to tell whose leftovers a test server holds.
    public func makeDatabase(label: String = "ported", maxConnections: Int = 2) async throws -> TownhallDatabase {
        switch self {
        case .sqlite:
            return try TownhallDatabase.temporary()
        case .postgres:
            return try await Self.open(newLocation(label: label), maxConnections: maxConnections)
        }
    }

    /// Where a new database of this engine is to live, as `database:` in a configuration takes it:
    /// the path of an SQLite file not made yet, or the URL of a fresh, empty PostgreSQL database
    /// (its password is `postgresPassword`).
    public func newLocation(label: String = "test") async throws -> String {
        switch self {
        case .sqlite:
            return FileManager.default.temporaryDirectory.appendingPathComponent("townhall-\(UUID().uuidString)")
                .appendingPathComponent("townhall.sqlite").path
        case .postgres:
            return try await PostgresTestServer.shared.freshDatabaseURL(label: label)
        }
    }

    /// The password of the test server's role, for the `postgres://` locations `newLocation` gives.
    public static var postgresPassword: String {
        get async throws { try await PostgresTestServer.shared.info().password }
    }

    /// Opens (and migrates) the database at `location`, an SQLite path or a `postgres://` URL of
    /// the test server — what a second process given the same `database:` would open.
    public static func open(_ location: String, maxConnections: Int = 2) async throws -> TownhallDatabase {
        try await open(DatabaseAddress(location), maxConnections: maxConnections)
    }

    /// Opens (and migrates) the database a bot's configuration names, as a second process would;
    /// a PostgreSQL address without its password takes the test server's.
    public static func open(_ address: DatabaseAddress, maxConnections: Int = 2) async throws -> TownhallDatabase {
        switch address {
        case .sqlite(let path):
            return try TownhallDatabase(path: path)
        case .postgres(var location):
            if location.password == nil { location.password = try await postgresPassword }
            return try await TownhallDatabase.open(postgres: location, maxConnections: maxConnections)
        }
    }

    /// A second `TownhallDatabase` on the same database as `database`, as a restarted process
    /// opens it: the same SQLite file, or the same PostgreSQL database through a new pool, by the
    /// whole location it was opened with (every host of a cluster, the session it must get, the
    /// pooler, TLS), as a restarted process reads the same URL again.
    public static func reopen(_ database: TownhallDatabase) async throws -> TownhallDatabase {
        if let path = database.path { return try TownhallDatabase(path: path) }
        guard let postgres = database.postgres else {
            throw StorageError.cannotOpenDatabase("a database in memory cannot be opened again")
        }
        return try await TownhallDatabase.open(postgres: postgres, maxConnections: 2)
    }
}
