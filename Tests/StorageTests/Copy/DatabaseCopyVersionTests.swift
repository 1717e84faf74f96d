import Foundation
import PostgresTestServer
import Testing
@testable import Storage

/// A copy's target ends at the source's migration: an older source makes an equally old target
/// (which `migrate` then brings up to date like any other), and a target migrated further than
/// the source is refused before anything is written.
@Suite("townhall copy: migration versions")
struct DatabaseCopyVersionTests {
    static let olderCount = StorageMigrations.names.count - 3

    /// An SQLite file migrated only as far as `olderCount`, with one account in it.
    static func olderSource() async throws -> TownhallDatabase {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-old-\(UUID().uuidString)/townhall.sqlite").path
        let source = try TownhallDatabase(path: path, migrate: false)
        try await source.migrate(upTo: olderCount)
        try await source.engine.write { tx in
            try tx.execute("INSERT INTO account (network, name, created_at) VALUES ('libera', 'alice', '2026-11-24 00:00:00.000')")
        }
        return source
    }

    static func postgres(migrated: Bool) async throws -> TownhallDatabase {
        let server = PostgresTestServer.shared
        return try await TownhallDatabase.open(postgres: server.freshDatabaseURL(label: "copyversion"),
                                               password: server.info().password, migrate: migrated, maxConnections: 2)
    }

    @Test("an older source makes a target of the same migration, which migrate then brings up to date")
    func olderSource() async throws {
        let source = try await Self.olderSource()
        let target = try await Self.postgres(migrated: false)
        let report = try await DatabaseCopy.copy(from: source, to: target)
        #expect(report.tables.first { $0.name == "account" }?.rows == 1)
        #expect(try await target.appliedMigrationNames() == Array(StorageMigrations.names.prefix(Self.olderCount)))
        try await target.migrateToLatest()
        #expect(try await target.appliedMigrationNames() == StorageMigrations.names)
        #expect(try await target.engine.read { try $0.value(String.self, "SELECT name FROM account") } == "alice")
        try await target.close()
    }

    @Test("a target migrated further than the source is refused, naming the migrations, and left empty")
    func newerTarget() async throws {
        let source = try await Self.olderSource()
        let target = try await Self.postgres(migrated: true)
        await #expect(throws: DatabaseCopyError.targetNewer(unknownToSource: Array(StorageMigrations.names.suffix(3)).sorted())) {
            try await DatabaseCopy.copy(from: source, to: target)
        }
        #expect(try await target.engine.read { try $0.value(Int.self, "SELECT count(*) FROM account") } == 0)
        try await target.close()
    }

    @Test("a PostgreSQL source a newer Townhall migrated is refused before the target is touched")
    func newerPostgresSource() async throws {
        let source = try await Self.postgres(migrated: true)
        try await source.engine.write { tx in
            try tx.execute("INSERT INTO townhall_migrations (name) VALUES ('v99-from-the-future')")
        }
        let target = try TownhallDatabase(path: FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-copy-\(UUID().uuidString)/townhall.sqlite").path, migrate: false)
        await #expect(throws: StorageError.newerDatabase(unknownMigrations: ["v99-from-the-future"])) {
            try await DatabaseCopy.copy(from: source, to: target)
        }
        #expect(try target.appliedMigrations().isEmpty)
        try await source.close()
    }
}
