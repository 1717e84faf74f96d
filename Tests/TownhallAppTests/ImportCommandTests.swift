import DatabaseTestSupport
import Foundation
import PostgresTestServer
import Storage
import Testing
import TownhallApp

/// The real `townhall import` and `townhall backup` executables given a `postgres://` URL, as an
/// operator types them: what lands in the database, and one line on stderr for each problem.
@Suite("townhall import and backup on PostgreSQL, the commands")
struct ImportCommandTests {
    let legislators = packageRoot().appendingPathComponent("../shared/data/civic/legislators/legislators-current.yaml")
        .standardizedFileURL.path

    @Test func importsIntoAFreshPostgresDatabaseAndStopsWithOneLinePerProblem() async throws {
        let postgres = PostgresTestServer.shared
        let password = try await postgres.info().password
        let url = try await postgres.freshDatabaseURL(label: "importcli")

        let first = try TownhallExecutable.run(["import", "legislators", legislators, "--database", url],
                                 environment: ["TOWNHALL_DATABASE_PASSWORD": password])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "legislators: 537 added, 0 updated, 0 no longer serving\n")
        let database = try await TownhallDatabase.open(postgres: url, password: password)
        #expect(try await database.reading { try $0.memberCount() } == 537)
        try await database.close()

        let again = try TownhallExecutable.run(["import", "legislators", legislators, "--database", url],
                                 environment: ["TOWNHALL_DATABASE_PASSWORD": password])
        #expect(again.status == 0, "\(again.errors)")
        #expect(again.output.hasPrefix("legislators: 0 added, "), "importing the same file again adds nobody: \(again.output)")

        // The configuration's database: and database_password_env, as serve takes them.
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString).yaml")
        try """
            database: \(url)
            database_password_env: TH_IMPORT_DB_PASSWORD
            networks: [{name: local, host: 127.0.0.1, nick: townhall}]
            """.write(to: config, atomically: true, encoding: .utf8)
        let social = packageRoot().appendingPathComponent("../shared/data/civic/legislators/legislators-social-media.yaml")
            .standardizedFileURL.path
        let configured = try TownhallExecutable.run(["import", "social-media", social, "--config", config.path],
                                      environment: ["TH_IMPORT_DB_PASSWORD": password, "TOWNHALL_DATABASE_PASSWORD": "unused"])
        #expect(configured.status == 0, "\(configured.errors)")
        #expect(configured.output.hasPrefix("social-media: ") && configured.output.hasSuffix(" members\n"), "\(configured.output)")

        let refused = try TownhallExecutable.run(["import", "legislators", legislators, "--database", url],
                                   environment: ["TOWNHALL_DATABASE_PASSWORD": "wrong"])
        #expect(refused.status == 1)
        #expect(refused.output == "")
        #expect(refused.errors.hasPrefix("townhall import: PostgreSQL at 127.0.0.1:\(postgres.port) refused user townhall: "),
                "\(refused.errors)")
        #expect(refused.errors.split(separator: "\n").count == 1, "\(refused.errors)")

        let unreachable = try TownhallExecutable.run(["import", "legislators", legislators, "--database", "postgres://townhall@127.0.0.1:9/townhall"],
                                       environment: ["TOWNHALL_DATABASE_PASSWORD": password])
        #expect(unreachable.status == 1)
        #expect(unreachable.errors.hasPrefix(
            "townhall import: can't reach PostgreSQL at 127.0.0.1:9 (postgres://townhall@127.0.0.1:9/townhall): "), "\(unreachable.errors)")
        #expect(unreachable.errors.split(separator: "\n").count == 1, "\(unreachable.errors)")
    }

    /// Refused before anything connects (no password needed), with the tool that does the job.
    @Test func backupOfAPostgresURLSaysUsePgDump() throws {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("backup-\(UUID().uuidString).sqlite").path
        let result = try TownhallExecutable.run(["backup", destination, "--database", "postgres://townhall@127.0.0.1:9/townhall"])
        #expect(result.status == 1)
        #expect(result.errors == "townhall backup: the online backup (on PostgreSQL, use pg_dump) works on SQLite only\n")
        #expect(!FileManager.default.fileExists(atPath: destination))
    }
}
