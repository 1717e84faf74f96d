import Foundation
import PostgresTestServer
import Testing
@testable import Storage

/// Issue 17, item 3: every `townhall serve` migrates at start, and the processes of a deployment
/// often start together. Several processes opening one new database at the same moment must
/// all start, and the database must end with each migration applied once, in order — whichever
/// process applied it. (`TwoProcessPostgresTests` does this with two real processes; this is the
/// quick, network-free version with more openers.)
@Suite("Migrations on PostgreSQL: several processes starting at once")
struct PostgresMigrationRaceTests {
    static let openers = 4

    @Test("4 openers of one new database at once: all open, each migration applied once, in order",
          arguments: 1...3)
    func openersRace(round: Int) async throws {
        let server = PostgresTestServer.shared
        let url = try await server.freshDatabaseURL(label: "race\(round)")
        let password = try await server.info().password
        // Each opener is its own pool, as each process has its own.
        let databases = try await withThrowingTaskGroup(of: TownhallDatabase.self) { group in
            for _ in 1...Self.openers {
                group.addTask { try await TownhallDatabase.open(postgres: url, password: password, maxConnections: 1) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(databases.count == Self.openers)
        for database in databases {
            #expect(try await database.appliedMigrationNames() == MigrationTests.names)
        }
        let recorded = try await databases[0].engine.read { tx in
            try tx.value(Int.self, "SELECT COUNT(*) FROM townhall_migrations")
        }
        #expect(recorded == MigrationTests.names.count, "a migration recorded twice")
        for database in databases { try await database.close() }
    }
}
