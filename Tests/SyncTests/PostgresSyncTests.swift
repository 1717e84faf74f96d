import Foundation
import PostgresTestServer
import Storage
import Sync
import Testing
import TownhallApp

/// `townhall sync` into a database on the real PostgreSQL test server (issue 17): the same files
/// fill it as they fill an SQLite file, and the lock in the database keeps a second run — from
/// another pool on the same database, as another machine would be — off it.
@Suite("Sync on PostgreSQL")
struct PostgresSyncTests {
    /// A harness syncing into a fresh PostgreSQL database.
    static func postgresHarness(label: String) async throws -> SyncHarness {
        let server = PostgresTestServer.shared
        return try await SyncHarness.start(database: try await server.freshDatabaseURL(label: label),
                                           password: try await server.info().password)
    }

    @Test func aSyncFillsAPostgresDatabaseAsItFillsAnSQLiteFile() async throws {
        let postgres = try await Self.postgresHarness(label: "syncfill")
        // The same server and sources, into a new file.
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-sync-pg-\(UUID().uuidString).sqlite").path
        let sqlite = SyncHarness(server: postgres.server, databaseLocation: file, databasePassword: nil,
                                 configuration: postgres.configuration)

        let onPostgres = try await postgres.sync()
        let onSQLite = try await sqlite.sync()
        #expect(onPostgres["legislators"]?.imported == ["537 added, 0 updated, 0 no longer serving"],
                "\(onPostgres["legislators"]?.failureLine ?? "")")
        #expect(onPostgres["districts"]?.imported == ["42033 ZIP-to-district rows"],
                "\(onPostgres["districts"]?.failureLine ?? "")")
        for source in ["legislators", "districts"] {
            #expect(onPostgres[source]?.summaryLine == onSQLite[source]?.summaryLine)
        }

        let database = try await postgres.database()
        let fileDatabase = try await sqlite.database()
        #expect(try await database.reading { try $0.memberCount() } == 537)
        #expect(try await database.reading { try $0.zipDistrictCount() } == 42_033)
        for path in [SyncHarness.legislatorsPath, SyncHarness.districtsPath] {
            let url = postgres.server.url(path)
            let remembered = try #require(try await database.reading { try $0.syncedFile(url: url) })
            let inFile = try #require(try await fileDatabase.reading { try $0.syncedFile(url: url) })
            #expect(remembered.etag != nil && remembered.etag == inFile.etag)
            #expect(remembered.lastModified == inFile.lastModified)
            #expect(remembered.byteCount == inFile.byteCount)
        }

        // The next run asks with the validators PostgreSQL remembered and imports nothing.
        let before = postgres.server.requests.count
        let second = try await postgres.sync()
        #expect(second["legislators"]?.unchanged == 1)
        #expect(second["districts"]?.summaryLine == "districts: unchanged since the last sync")
        #expect(postgres.requests(for: SyncHarness.legislatorsPath, from: before).map(\.status) == [304])
        #expect(postgres.requests(for: SyncHarness.districtsPath, from: before).map(\.status) == [304])
        let status = try await SyncRunner.status(postgres.configuration, database: try postgres.address())
        #expect(status.count == 4)
        #expect(status.first == "legislators: 1 files, 0 series")
        #expect(status[1].contains(", 1081468 bytes, ETag \""), "\(status)")
        try await database.close()
        try await postgres.server.shutdown()
    }

    /// Two real runs overlapping, each on a pool of its own on one database: the first is held
    /// mid-download (the server holds its answer back) while the second starts.
    @Test func aSecondRunIsRefusedWhileTheFirstIsDownloading() async throws {
        let harness = try await Self.postgresHarness(label: "syncoverlap")
        let gate = harness.server.holdNextRequest(for: SyncHarness.legislatorsPath)
        let first = Task { try await harness.sync(only: ["legislators"]) }
        do {
            // generous: at the start of a full test run the machine is at its busiest
            try await gate.arrival(timeout: .seconds(300))
        } catch {
            // a first run that failed before downloading says more than the timeout
            first.cancel()
            _ = try await first.value
            throw error
        }

        let busy = await #expect(throws: SyncLock.Busy.self) { try await harness.sync(only: ["legislators"]) }
        #expect(busy?.holder == SyncLock.thisProcess)
        #expect(harness.server.requests.map(\.path) == [SyncHarness.legislatorsPath], "the second run downloaded nothing")

        gate.open()
        let reports = try await first.value
        #expect(reports["legislators"]?.imported == ["537 added, 0 updated, 0 no longer serving"],
                "\(reports["legislators"]?.failureLine ?? "")")
        // The first run gave the lease back as it ended: the next run goes ahead.
        #expect(try await harness.sync(only: ["legislators"])["legislators"]?.unchanged == 1)
        try await harness.server.shutdown()
    }

    @Test func aSecondRunIsRefusedWhileAnotherPoolOnTheDatabaseHoldsTheLease() async throws {
        let harness = try await Self.postgresHarness(label: "synclock")
        // Another process's engine: a pool of its own on the same database.
        let elsewhere = try await harness.database()
        let held = try await SyncLock.take(on: elsewhere, holder: "elsewhere pid 42")
        let busy = await #expect(throws: SyncLock.Busy.self) { try await harness.sync() }
        #expect(busy?.holder == "elsewhere pid 42")
        #expect(busy?.description.hasPrefix("another townhall sync is running on this database (held by elsewhere pid 42 since ") == true)
        #expect(busy?.description.hasSuffix("); nothing done") == true)
        #expect(harness.server.requests.isEmpty)
        #expect(try await elsewhere.reading { try $0.memberCount() } == 0)

        try await held.release()
        let next = try await harness.sync(only: ["legislators"])
        #expect(next["legislators"]?.imported == ["537 added, 0 updated, 0 no longer serving"])
        #expect(try await elsewhere.reading { try $0.memberCount() } == 537)
        // That run gave the lease back: the other side can take it again at once.
        let again = try await SyncLock.take(on: elsewhere, holder: "elsewhere pid 42")
        try await again.release()
        try await elsewhere.close()
        try await harness.server.shutdown()
    }
}
