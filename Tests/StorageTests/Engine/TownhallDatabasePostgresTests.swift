import Foundation
import PostgresTestServer
import Testing
@testable import Storage

/// `TownhallDatabase` on a real PostgreSQL server: opened by URL and migrated, features not yet
/// ported refuse by name instead of crashing, and each way opening can fail is one line naming
/// the problem.
@Suite("TownhallDatabase on PostgreSQL")
struct TownhallDatabasePostgresTests {
    @Test func opensMigratesAndReopens() async throws {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "open")
        let password = try await PostgresTestServer.shared.info().password
        let database = try await TownhallDatabase.open(postgres: url, password: password)
        #expect(database.engine.dialect == .postgres)
        #expect(database.path == nil)
        #expect(database.locationDescription.hasPrefix("postgres://townhall@127.0.0.1:"))
        #expect(try await database.appliedMigrationNames() == MigrationTests.names)
        try await database.close()

        let again = try await TownhallDatabase.open(postgres: url, password: password)
        #expect(try await again.appliedMigrationNames() == MigrationTests.names)
        try await again.close()
    }

    @Test func everyFeatureRunsAndOnlySQLiteOwnOperationsRefuseByName() async throws {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "features")
        let database = try await TownhallDatabase.open(postgres: url, password: try await PostgresTestServer.shared.info().password)
        let alice = AccountIdentity(network: "example", name: "alice")
        // the last features ported (elections, members) write and read there
        try await database.removeElectionReminders([("feed", "1")], for: alice)
        #expect(try await database.reading { try $0.vipRowCount(sourceKey: "feed") } == 0)
        #expect(try await database.reading { try $0.profile(of: alice) } == nil)
        // SQLite's online backup has no PostgreSQL counterpart here: one line naming it and pg_dump
        let error = #expect(throws: StorageError.self) { try database.backup(to: "/tmp/never-written-\(UUID().uuidString).sqlite") }
        #expect(error?.description == "the online backup (on PostgreSQL, use pg_dump) works on SQLite only")
        try await database.close()
    }

    @Test func aWrongPasswordIsOneLineNamingTheUser() async throws {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "password")
        let error = await #expect(throws: StorageError.self) {
            try await TownhallDatabase.open(postgres: url, password: "not-the-password")
        }
        let line = error?.description ?? ""
        #expect(line.contains("refused user townhall"), "\(line)")
        #expect(!line.contains("\n"))
    }

    @Test func anUnknownDatabaseIsNamed() async throws {
        let info = try await PostgresTestServer.shared.info()
        let error = await #expect(throws: StorageError.self) {
            try await TownhallDatabase.open(postgres: "postgres://townhall@127.0.0.1:\(info.port)/th_no_such_db", password: info.password)
        }
        #expect(error?.description == "PostgreSQL at 127.0.0.1:\(info.port) has no database th_no_such_db")
    }

    @Test func anUnreachableServerIsOneLine() async throws {
        // Port 9 (discard) on loopback: nothing listens there in the test environment.
        let error = await #expect(throws: StorageError.self) {
            try await TownhallDatabase.open(postgres: "postgres://townhall@127.0.0.1:9/townhall", password: "x")
        }
        let line = error?.description ?? ""
        #expect(line.hasPrefix("can't reach PostgreSQL at 127.0.0.1:9 (postgres://townhall@127.0.0.1:9/townhall): "), "\(line)")
        #expect(!line.contains("\n"))
    }

    /// The multi-host URL was once called "not a postgres:// URL" and printed with its password.
    @Test func aMultiHostURLNoHostAnswersIsOneLineWithoutThePassword() async throws {
        let error = await #expect(throws: StorageError.self) {
            try await TownhallDatabase.open(postgres: "postgres://townhall:s3cretpw@127.0.0.1:1,127.0.0.1:9/townhall", password: nil)
        }
        let line = error?.description ?? ""
        #expect(line.hasPrefix("can't reach PostgreSQL at 127.0.0.1:1,127.0.0.1:9 (postgres://townhall@127.0.0.1:1,127.0.0.1:9/townhall): no host answered: 127.0.0.1:1: "), "\(line)")
        #expect(!line.contains("s3cretpw"))
        #expect(!line.contains("\n"))
    }

    @Test func everyHostAStandbyIsOneLineAtOpen() async throws {
        let info = try await PostgresTestServer.shared.info()
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "standbys")
        let database = String(url.split(separator: "/").last!)
        let admin = try await TownhallDatabase.open(postgres: url, password: info.password, migrate: false)
        try await admin.engine.write { tx in try tx.execute("ALTER DATABASE \(database) SET default_transaction_read_only = on") }
        try await admin.close()
        let hosts = "127.0.0.1:\(info.port),127.0.0.1:\(info.port)"
        let error = await #expect(throws: StorageError.self) {
            try await TownhallDatabase.open(postgres: "postgres://townhall@\(hosts)/\(database)", password: info.password)
        }
        #expect(error?.description == "postgres://townhall@\(hosts)/\(database): no read-write host: 127.0.0.1:\(info.port) is read-only (a standby); 127.0.0.1:\(info.port) is read-only (a standby) (the bot writes: name the primary among the URL's hosts, or wait for a failover to finish)")
    }

    @Test(arguments: [
        ("mysql://townhall@db/townhall", "is not a postgres:// URL"),
        ("postgres://db/townhall", "names no user"),
        ("postgres://townhall@db", "names no database"),
        ("postgres://townhall@db.example/townhall?sslmode=prefer", "sslmode=prefer"),
        ("postgres://townhall@db1,db2/townhall?target_session_attrs=prefer-standby", "target_session_attrs=prefer-standby could send the bot's writes to a standby"),
    ])
    func aWrongURLIsOneLine(url: String, says: String) async throws {
        let error = await #expect(throws: StorageError.self) {
            try await TownhallDatabase.open(postgres: url, password: nil)
        }
        #expect(error?.description.contains(says) == true, "\(error?.description ?? "")")
    }

    @Test func aFileOnlyOpenGivenAURLRefusesAndWritesNothing() throws {
        let url = "postgres://townhall:secret@127.0.0.1:9/townhall"
        #expect(throws: StorageError.cannotOpenDatabase(
            "postgres://townhall:***@127.0.0.1:9/townhall is a PostgreSQL URL, and this command works on an SQLite file only (serve, migrate, sync and import take URLs)")) {
            try TownhallDatabase(path: url)
        }
        #expect(!FileManager.default.fileExists(atPath: "postgres:"))
    }

    @Test func twoProcessesMigratingAtOnceApplyEachMigrationOnce() async throws {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "racing")
        let password = try await PostgresTestServer.shared.info().password
        async let first = TownhallDatabase.open(postgres: url, password: password)
        async let second = TownhallDatabase.open(postgres: url, password: password)
        let (one, two) = try await (first, second)
        #expect(try await one.appliedMigrationNames() == MigrationTests.names)
        #expect(try await two.appliedMigrationNames() == MigrationTests.names)
        try await one.close()
        try await two.close()
    }

    @Test func aNewerDatabaseIsRefused() async throws {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "newerdb")
        let password = try await PostgresTestServer.shared.info().password
        let database = try await TownhallDatabase.open(postgres: url, password: password)
        try await database.engine.write { tx in try tx.execute("INSERT INTO townhall_migrations (name) VALUES ('v99-from-the-future')") }
        try await database.close()
        await #expect(throws: StorageError.newerDatabase(unknownMigrations: ["v99-from-the-future"])) {
            try await TownhallDatabase.open(postgres: url, password: password)
        }
    }
}
