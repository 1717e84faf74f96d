import Foundation
import PostgresTestServer
import SQLStore
import Storage
import Testing
@testable import TownhallApp

/// `database:` takes a file path or a `postgres://` URL with its password from
/// `database_password_env`; `townhall migrate` works on both engines; a wrong URL, an unreachable
/// server, a refused password or a newer database stop `migrate` and `serve` with one line naming
/// the problem (against the real PostgreSQL server the tests start).
@Suite("Database setting: SQLite file or PostgreSQL URL")
struct DatabaseSettingTests {
    static func yaml(database: String, extra: String = "") -> String {
        """
        database: \(database)
        \(extra)
        networks:
          - name: local
            host: 127.0.0.1
            port: 9
            tls: false
            nick: townhall
        """
    }

    @Test func aPostgresURLTakesItsPasswordFromTheEnvironment() throws {
        let config = try ConfigurationLoader.parse(
            yaml: Self.yaml(database: "postgres://townhall@db.example.org/townhall", extra: "database_password_env: TH_DB_PASSWORD"),
            environment: ["TH_DB_PASSWORD": "s3cret"])
        guard case .postgres(let location) = config.database else {
            Issue.record("read as \(config.database)")
            return
        }
        #expect(location.host == "db.example.org" && location.database == "townhall" && location.password == "s3cret")
        #expect(try ConfigurationLoader.parse(yaml: Self.yaml(database: "townhall.sqlite")).database == .sqlite(path: "townhall.sqlite"))
    }

    @Test(arguments: [
        (yaml(database: "postgres://townhall@db/townhall", extra: "database_password_env: TH_UNSET"), "database_password_env", "TH_UNSET is not set"),
        (yaml(database: "townhall.sqlite", extra: "database_password_env: TH_DB_PASSWORD"), "database_password_env", "only for a postgres:// database"),
        (yaml(database: "postgres://db/townhall"), "database", "names no user"),
        (yaml(database: "postgres://townhall@db/townhall?sslmode=allow"), "database", "sslmode=allow"),
        (yaml(database: "postgres://townhall@db/townhall?timeout=5"), "database", "unknown parameter timeout"),
        (yaml(database: "townhall.sqlite", extra: "read_replicas: [postgres://townhall@db2/townhall]"), "read_replicas", "only for a postgres:// database"),
        (yaml(database: "postgres://townhall@db/townhall", extra: "max_replica_lag_seconds: 5"), "max_replica_lag_seconds", "none is listed"),
        (yaml(database: "postgres://townhall@db/townhall", extra: "read_replicas: ['postgres://townhall:s3cretpw@db2:x/townhall']"),
         "read_replicas[0]", "postgres://townhall:***@db2:x/townhall: port x is not 1–65535"),
    ])
    func aWrongDatabaseSettingNamesTheKey(yaml: String, key: String, says: String) {
        #expect {
            _ = try ConfigurationLoader.parse(yaml: yaml, environment: ["TH_DB_PASSWORD": "s3cret"])
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.key == key && error.description.contains(says) && !error.description.contains("\n")
        }
    }

    @Test func readReplicasTakeTheDatabasesPasswordAndALagBound() throws {
        let config = try ConfigurationLoader.parse(
            yaml: Self.yaml(database: "postgres://townhall@db1/townhall", extra: """
                database_password_env: TH_DB_PASSWORD
                read_replicas:
                  - postgres://townhall@db2/townhall
                max_replica_lag_seconds: 2.5
                """),
            environment: ["TH_DB_PASSWORD": "s3cret"])
        let replicas = try #require(config.readReplicas)
        #expect(replicas.replicas.map(\.host) == ["db2"] && replicas.replicas[0].password == "s3cret")
        #expect(replicas.maxLag == .milliseconds(2500))
        #expect(try ConfigurationLoader.parse(yaml: Self.yaml(database: "postgres://townhall@db1/townhall")).readReplicas == nil)
    }

    @Test func migrateWorksOnSQLiteAndOnPostgreSQL() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-migrate-\(UUID().uuidString).sqlite").path
        #expect(try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(file, password: nil)).hasPrefix("applied: v1-accounts-profiles, "))
        #expect(try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(file, password: nil)) == "database is up to date")

        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "climigrate")
        let password = try await PostgresTestServer.shared.info().password
        let first = try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(url, password: password))
        #expect(first == "applied: " + TownhallDatabase.knownMigrations.joined(separator: ", "))
        #expect(try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(url, password: password)) == "database is up to date")
    }

    @Test func migrateStopsWithOneLinePerProblem() async throws {
        let server = try await PostgresTestServer.shared.info()
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "cliproblems")
        let refused = try await Self.openFailure { try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(url, password: "wrong")) }
        #expect(refused.contains("refused user townhall"), "\(refused)")
        let unreachable = try await Self.openFailure {
            try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address("postgres://townhall@127.0.0.1:9/townhall", password: "x"))
        }
        #expect(unreachable.hasPrefix("can't reach PostgreSQL at 127.0.0.1:9"), "\(unreachable)")
        let wrongURL = try await Self.openFailure { try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address("postgres://townhall@/x", password: nil)) }
        #expect(wrongURL.contains("names no host"), "\(wrongURL)")
        let multiHost = try await Self.openFailure {
            try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address("postgres://townhall:s3cretpw@127.0.0.1:1,127.0.0.1:2/townhall", password: nil))
        }
        #expect(multiHost.hasPrefix("can't reach PostgreSQL at 127.0.0.1:1,127.0.0.1:2 (postgres://townhall@127.0.0.1:1,127.0.0.1:2/townhall): no host answered"), "\(multiHost)")
        #expect(!multiHost.contains("s3cretpw"))

        _ = try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(url, password: server.password))
        let database = try await TownhallDatabase.open(postgres: url, password: server.password)
        try await database.engine.write { tx in try tx.execute("INSERT INTO townhall_migrations (name) VALUES ('v99-from-the-future')") }
        try await database.close()
        let newer = try await Self.openFailure(opening: false) { try await DatabaseMaintenance.migrate(database: try DatabaseOpener.address(url, password: server.password)) }
        #expect(newer.hasPrefix("the database was migrated by a newer Townhall (unknown migrations: v99-from-the-future)"), "\(newer)")
    }

    @Test func serveStopsOnARefusedPasswordBeforeConnectingToAnyNetwork() async throws {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: "serverefused")
        let config = try ConfigurationLoader.parse(
            yaml: Self.yaml(database: url, extra: "database_password_env: TH_DB_PASSWORD"), environment: ["TH_DB_PASSWORD": "wrong"])
        let line = try await Self.openFailure { try await BotService(configuration: config).run() }
        #expect(line.contains("refused user townhall"), "\(line)")
    }

    /// The line `serve` or `migrate` prints for the error `body` throws (fails the test if it
    /// throws none, or more than one line). Opening errors must be a `DatabaseOpenError` (what
    /// `serve` prints as one line); `migrate` prints any error as one.
    static func openFailure(opening: Bool = true, _ body: () async throws -> some Any) async throws -> String {
        do {
            _ = try await body()
        } catch {
            let line = "\(error)"
            #expect(!line.contains("\n"), "one line: \(line)")
            if opening { #expect(error is DatabaseOpenError, "\(type(of: error)): \(line)") }
            return line
        }
        Issue.record("nothing was thrown")
        return ""
    }
}
