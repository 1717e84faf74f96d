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

    /// An SQLite file migrated only as far as `olderCount`, with one account in it, or with a
    /// question upvoted twice as well (`upvoted`; the count on the question row, as that schema
    /// kept it, which the copy's shards and "v22-question-rank" must carry on).
    static func olderSource(upvoted: Bool = false) async throws -> TownhallDatabase {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-old-\(UUID().uuidString)/townhall.sqlite").path
        let source = try TownhallDatabase(path: path, migrate: false)
        try await source.migrate(upTo: olderCount)
        try await source.engine.write { tx in
            try tx.execute("INSERT INTO account (network, name, created_at) VALUES ('libera', 'alice', '2026-11-24 00:00:00.000')")
            guard upvoted else { return }
            try tx.execute("""
                INSERT INTO account (network, name, created_at)
                VALUES ('libera', 'bob', '2026-11-24 00:00:00.000'), ('libera', 'carol', '2026-11-24 00:00:00.000')
                """)
            try tx.execute("""
                INSERT INTO question (asker_id, member_bioguide, text, created_at, upvote_count)
                SELECT id, 'P000197', 'Will you?', '2026-11-24 00:00:00.000', 2 FROM account WHERE name = 'alice'
                """)
            try tx.execute("""
                INSERT INTO upvote (question_id, account_id, day, created_at)
                SELECT 1, id, '2026-11-24', '2026-11-24 00:00:00.000' FROM account WHERE name IN ('bob', 'carol')
                """)
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
        let source = try await Self.olderSource(upvoted: true)
        let target = try await Self.postgres(migrated: false)
        let report = try await DatabaseCopy.copy(from: source, to: target)
        #expect(report.tables.first { $0.name == "account" }?.rows == 3)
        #expect(try await target.appliedMigrationNames() == Array(StorageMigrations.names.prefix(Self.olderCount)))
        try await target.migrateToLatest()
        #expect(try await target.appliedMigrationNames() == StorageMigrations.names)
        #expect(try await target.engine.read { try $0.value(String.self, "SELECT name FROM account WHERE id = 1") } == "alice")
        // the question's count, seeded into a shard from its row, is on its rank row and counts on
        #expect(try await target.reading { try $0.question(1) }?.upvotes == 2)
        let upvoted = try await target.upvote(1, by: AccountIdentity(network: "libera", name: "dave"), day: "2026-11-25",
                                              limit: 3, at: Date(timeIntervalSince1970: 1_795_600_000))
        guard case .counted(let upvotes, _, _, _, _) = upvoted else {
            Issue.record("upvote after the copy: \(upvoted)")
            return
        }
        #expect(upvotes == 3)
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
