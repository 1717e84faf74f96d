import Chat
import DatabaseTestSupport
import Foundation
import HTTPTestServer
import PostgresTestServer
import Storage
import Sync
import Testing

/// The real `townhall sync` executable, as cron runs it: output lines and exit status.
@Suite("townhall sync, the command")
struct SyncCommandTests {
    func configuration(server: TestFileServer, database: String, extra: String = "") throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString).yaml")
        try """
            database: \(database)
            \(extra)
            networks: [{name: local, host: 127.0.0.1, nick: townhall}]
            sync:
              retries: 1
              retry_delay_seconds: 0.01
              sources:
                - {name: legislators, kind: legislators, url: "\(server.url(SyncHarness.legislatorsPath))"}
                - {name: districts, kind: districts, url: "\(server.url(SyncHarness.districtsPath))"}
            """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func printsALinePerSourceAndFailsWithAClearLineWhenASourceIsDown() async throws {
        let harness = try await SyncHarness.start()
        let config = try configuration(server: harness.server, database: harness.databaseLocation)

        let first = try TownhallExecutable.run(["sync", "--config", config])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "legislators: 537 added, 0 updated, 0 no longer serving\ndistricts: 42033 ZIP-to-district rows\n")

        let second = try TownhallExecutable.run(["sync", "--config", config, "--source", "districts"])
        #expect(second.status == 0)
        #expect(second.output == "districts: unchanged since the last sync\n")

        try await harness.server.shutdown()
        let down = try TownhallExecutable.run(["sync", "--config", config])
        #expect(down.status == 1)
        #expect(down.output == "legislators: FAILED\ndistricts: FAILED\n")
        #expect(down.errors.contains(
            "sync: legislators: cannot reach 127.0.0.1 (connection refused) — nothing changed, will retry next run\n"))
        #expect(down.errors.contains("— retrying (1 of 1)\n"))
    }

    /// With `database:` a `postgres://` URL and its password in `database_password_env`, as
    /// `serve` and `migrate` take it: the run fills it, a run while another process holds the lock
    /// stops with one line, and so does a refused password or an unreachable server.
    @Test func syncsIntoPostgresAndStopsWithOneLinePerProblem() async throws {
        let postgres = PostgresTestServer.shared
        let password = try await postgres.info().password
        let url = try await postgres.freshDatabaseURL(label: "synccli")
        let harness = try await SyncHarness.start(database: url, password: password)
        let config = try configuration(server: harness.server, database: url,
                                       extra: "database_password_env: TH_SYNC_DB_PASSWORD")

        let first = try TownhallExecutable.run(["sync", "--config", config], environment: ["TH_SYNC_DB_PASSWORD": password])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "legislators: 537 added, 0 updated, 0 no longer serving\ndistricts: 42033 ZIP-to-district rows\n")

        let database = try await harness.database()
        let held = try await SyncLock.take(on: database, holder: "cron elsewhere pid 7")
        let busy = try TownhallExecutable.run(["sync", "--config", config], environment: ["TH_SYNC_DB_PASSWORD": password])
        try await held.release()
        try await database.close()
        #expect(busy.status == 1)
        #expect(busy.output == "")
        #expect(busy.errors.hasPrefix("sync: another townhall sync is running on this database (held by cron elsewhere pid 7 since "), "\(busy.errors)")
        #expect(busy.errors.hasSuffix("); nothing done\n") && busy.errors.split(separator: "\n").count == 1, "\(busy.errors)")

        let refused = try TownhallExecutable.run(["sync", "--config", config], environment: ["TH_SYNC_DB_PASSWORD": "wrong"])
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("sync: PostgreSQL at 127.0.0.1:\(postgres.port) refused user townhall: "), "\(refused.errors)")
        #expect(refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")

        let unreachable = try TownhallExecutable.run(["sync", "--database", "postgres://townhall@127.0.0.1:9/townhall", "--source", "legislators"],
                                       environment: ["TOWNHALL_DATABASE_PASSWORD": password])
        #expect(unreachable.status == 1)
        #expect(unreachable.errors.hasPrefix("sync: can't reach PostgreSQL at 127.0.0.1:9 (postgres://townhall@127.0.0.1:9/townhall): "),
                "\(unreachable.errors)")
        #expect(unreachable.errors.split(separator: "\n").count == 1, "\(unreachable.errors)")
        #expect(harness.server.requests.count == 2, "only the first run downloaded: \(harness.server.requests.map(\.path))")
        try await harness.server.shutdown()
    }

    @Test(arguments: [
        (["sync", "--source", "nope", "--database", "/tmp/unused-\(UUID().uuidString).sqlite"], Int32(1),
         "sync: no sync source named 'nope'; the configured sources are legislators, district-offices, social-media, districts, votes-senate, votes-house, bills"),
        (["sync", "--config", "/nonexistent/townhall.yaml"], Int32(78), "townhall: configuration: cannot read"),
    ])
    func badInvocationsSayWhatIsWrong(arguments: [String], status: Int32, message: String) throws {
        let result = try TownhallExecutable.run(arguments)
        #expect(result.status == status)
        #expect(result.errors.hasPrefix(message), "\(result.errors)")
    }
}
