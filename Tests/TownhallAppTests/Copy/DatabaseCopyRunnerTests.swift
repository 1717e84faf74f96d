import Foundation
import PostgresTestServer
import Storage
import Testing
@testable import TownhallApp

/// `townhall copy` as the operator runs it: what it prints, and bad input — each refused with one
/// line naming the problem, with nothing half-written in the target.
@Suite("townhall copy: output and bad input")
struct DatabaseCopyRunnerTests {
    static func filledFile(_ script: String = "questions") async throws -> TownhallDatabase {
        try await DatabaseCopyTests.filledDatabase([script])
    }

    static func postgresTarget() async throws -> (url: String, password: String) {
        let server = PostgresTestServer.shared
        return (try await server.freshDatabaseURL(label: "copyrun"), try await server.info().password)
    }

    /// The error of a copy that must fail, as its one line.
    static func failure(from: String, fromPassword: String? = nil, to: String, toPassword: String? = nil) async -> String {
        do {
            let lines = try await DatabaseCopyRunner.run(from: from, fromPassword: fromPassword, to: to, toPassword: toPassword)
            return "copied: \(lines)"
        } catch {
            return "\(error)"
        }
    }

    @Test("prints each table's rows and the sampled check, and the copy opens as a Townhall database")
    func printsCountsAndCheck() async throws {
        let source = try await Self.filledFile()
        let (url, password) = try await Self.postgresTarget()
        let lines = try await DatabaseCopyRunner.run(from: try #require(source.path), fromPassword: nil, to: url, toPassword: password)
        let questions = try await source.engine.read { try $0.value(Int.self, "SELECT count(*) FROM question") } ?? 0
        #expect(questions > 0)
        #expect(lines.contains { $0.hasPrefix("question ") && $0.hasSuffix(" \(questions)") })
        #expect(lines.contains { $0.range(of: #"^checked \d+ sampled rows: equal in every field$"#, options: .regularExpression) != nil })
        let copy = try await DatabaseOpener.open(try DatabaseOpener.address(url, password: password)) // migrates: nothing left to apply
        #expect(try await copy.appliedMigrationNames() == source.appliedMigrations())
        try await copy.close()
    }

    @Test("a wrong URL, an unreachable server, a refused password, a missing file, the same database: one line each, no file made")
    func badLocations() async throws {
        let source = try #require(try await Self.filledFile().path)
        let (url, _) = try await Self.postgresTarget()
        let target = DatabaseCopyTests.temporaryFile()
        let cases: [(to: String, password: String?, from: String, says: String)] = [
            ("postgres://localhost/townhall", nil, source, "target: database URL postgres://localhost/townhall names no user"),
            ("postgres://townhall@127.0.0.1:1/townhall", nil, source, "target: can't reach PostgreSQL at 127.0.0.1:1"),
            (url, "wrong", source, "target: PostgreSQL at 127.0.0.1:\(PostgresTestServer.shared.port) refused user townhall"),
            (target, nil, source + ".missing", "no SQLite database at \(source).missing"),
            (source, nil, source, "the source and the target are the same database"),
        ]
        for (to, password, from, says) in cases {
            let line = await Self.failure(from: from, to: to, toPassword: password)
            #expect(line.hasPrefix(says), "\(line)")
            #expect(!line.contains("\n"), "\(line)")
        }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    /// The copy holds what the source holds (emails, ZIPs, letters): before, a new target file
    /// was 0644 under umask 022, readable by every local user.
    @Test("a new SQLite target is readable by its owner only, under umask 022")
    func newTargetIsPrivate() async throws {
        let source = try #require(try await Self.filledFile().path)
        let target = DatabaseCopyTests.temporaryFile()
        let old = umask(0o022)
        defer { umask(old) }
        _ = try await DatabaseCopyRunner.run(from: source, fromPassword: nil, to: target, toPassword: nil)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? NSNumber)
        #expect(mode.uint16Value & 0o777 == 0o600, "\(String(mode.uint16Value, radix: 8))")
    }

    @Test("a target with rows is refused and left as it was")
    func nonEmptyTarget() async throws {
        let source = try #require(try await Self.filledFile().path)
        let target = try await Self.filledFile("profile")
        let before = try await TableDump.read(target)
        let line = await Self.failure(from: source, to: try #require(target.path))
        #expect(line.hasPrefix("the target is not empty (account has "), "\(line)")
        #expect(try await TableDump.read(target).rows == before.rows)
    }

    @Test("a source a newer Townhall migrated is refused; no target file is left")
    func newerSource() async throws {
        let source = try await Self.filledFile()
        try await source.engine.write { tx in
            try tx.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        let target = DatabaseCopyTests.temporaryFile()
        let line = await Self.failure(from: try #require(source.path), to: target)
        #expect(line.contains("migrated by a newer Townhall (unknown migrations: v99-from-the-future)"), "\(line)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a row PostgreSQL refuses halfway stops the copy and leaves every table of the target empty")
    func failureHalfwayRollsBack() async throws {
        let source = try await Self.filledFile("incidents")
        // SQLite keeps a text in an INTEGER column; PostgreSQL refuses it, after the accounts
        // and ZIPs before it were inserted in the same transaction
        try await source.engine.write { tx in
            try tx.execute("UPDATE incident SET like_count = 'many' WHERE id = (SELECT max(id) FROM incident)")
        }
        let (url, password) = try await Self.postgresTarget()
        let line = await Self.failure(from: try #require(source.path), to: url, toPassword: password)
        #expect(line.hasPrefix("the target refused a row of incident ("), "\(line)")
        #expect(line.hasSuffix("); nothing was copied"), "\(line)")
        let target = try await TownhallDatabase.open(postgres: url, password: password, migrate: false, maxConnections: 1)
        let rows = try await target.engine.read { tx in
            try ["account", "zip_district", "incident", "incident_district"].map { table in
                try tx.value(Int.self, "SELECT count(*) FROM \(table)") ?? -1
            }
        }
        try await target.close()
        #expect(rows == [0, 0, 0, 0])
    }
}
