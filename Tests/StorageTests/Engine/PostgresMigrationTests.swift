import EngineTestSupport
import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// The PostgreSQL bodies of the migrations: a fresh server database migrates to the same names as
/// SQLite, a second run changes nothing, a newer database is refused, a failing migration leaves
/// nothing, and the schema lines up with SQLite's table by table, column by column (read from each
/// engine's catalog).
@Suite("Migrations on PostgreSQL")
struct PostgresMigrationTests {
    @Test func freshDatabaseGetsEveryMigrationOnceInOrder() async throws {
        try await EngineKind.postgres.withEngine(label: "migrate") { engine in
            let migrator = PostgresMigrator()
            #expect(try await migrator.appliedMigrations(engine) == [])
            try await migrator.migrate(engine)
            #expect(try await migrator.appliedMigrations(engine) == MigrationTests.names)

            // A second run applies nothing: a row written in between stays, and no body runs
            // again (each CREATE TABLE would fail if it did).
            try await engine.write { tx in
                try tx.execute("INSERT INTO account (network, name, created_at) VALUES ('test', 'alice', '2026-11-23 20:00:00.000')")
            }
            try await migrator.migrate(engine)
            #expect(try await migrator.appliedMigrations(engine) == MigrationTests.names)
            #expect(try await engine.read { try $0.value(Int.self, "SELECT COUNT(*) FROM account") } == 1)
        }
    }

    @Test func databaseOfANewerTownhallIsRefused() async throws {
        try await EngineKind.postgres.withEngine(label: "newer") { engine in
            try await PostgresMigrator().migrate(engine)
            try await engine.write { tx in try tx.execute("INSERT INTO townhall_migrations (name) VALUES ('v99-from-the-future')") }
            await #expect(throws: StorageError.newerDatabase(unknownMigrations: ["v99-from-the-future"])) {
                try await PostgresMigrator().migrate(engine)
            }
        }
    }

    @Test func aMigrationThatFailsLeavesNothingOfItself() async throws {
        try await EngineKind.postgres.withEngine(label: "failing") { engine in
            let failing = PostgresMigrator(migrations: [
                ("m1", ["CREATE TABLE kept (id BIGINT)"]),
                ("m2", ["CREATE TABLE half (id BIGINT)", "CREATE TABLE broken (id NOSUCHTYPE)"]),
            ])
            await #expect(throws: SQLEngineError.self) { try await failing.migrate(engine) }
            let applied = try await failing.appliedMigrations(engine)
            let tables = try await engine.read { tx in
                try ["kept", "half"].map { try tx.value(String.self, "SELECT to_regclass(?)::text", [$0]) }
            }
            #expect(applied == ["m1"])
            #expect(tables == ["kept", nil])
        }
    }

    @Test("names declared COLLATE NOCASE compare without case on both engines (the ICU nocase collation)",
          arguments: EngineKind.allCases)
    func caseInsensitiveNames(kind: EngineKind) async throws {
        let check: @Sendable (any SQLEngine) async throws -> Void = { engine in
            try await engine.write { tx in
                try tx.execute("INSERT INTO account (network, name, created_at) VALUES ('test', 'Alice', '2026-11-23 20:00:00.000')")
            }
            let found = try await engine.read { tx in
                try tx.value(String.self, "SELECT name FROM account WHERE network = 'test' AND name = ?", ["ALICE"])
            }
            #expect(found == "Alice")
            await #expect(throws: (any Error).self) {
                try await engine.write { tx in
                    try tx.execute("INSERT INTO account (network, name, created_at) VALUES ('test', 'alice', '2026-11-23 20:00:00.000')")
                }
            }
        }
        switch kind {
        case .sqlite:
            try await check(TownhallDatabase.temporary().engine)
        case .postgres:
            try await EngineKind.postgres.withEngine(label: "nocase") { engine in
                try await PostgresMigrator().migrate(engine)
                try await check(engine)
            }
        }
    }

    @Test func tablesColumnsIndexesAndTriggersLineUpWithSQLite() async throws {
        let sqliteSchema = try await SchemaCatalog.read(TownhallDatabase.temporary().engine)
        try await EngineKind.postgres.withEngine(label: "catalog") { postgres in
            try await PostgresMigrator().migrate(postgres)
            let postgresSchema = try await SchemaCatalog.read(postgres)

            var expected = sqliteSchema
            // Full-text search is each engine's own (see BillsSchema, LettersSchema):
            // bill_search gains its generated tsvector; templates keep theirs in a generated column
            // instead of an FTS5 table fed by triggers.
            expected.columns["bill_search"]?.append("document")
            expected.columns["letter_template"]?.append("search_document")
            expected.columns["letter_template_search"] = nil
            expected.indexes.formUnion(["bill_search_on_bill", "bill_search_document", "letter_template_search"])
            expected.triggers.subtract(["letter_template_indexed", "letter_template_unindexed", "letter_template_reindexed"])
            // the rows an upvote writes go with their question and account by triggers there, not keys
            // (QuestionsSchema.v23UpvoteRowsKeptByTriggers)
            expected.triggers.formUnion(["question_upvotes_gone", "account_upvotes_gone"])

            #expect(sqliteSchema.columns.count > 60, "the SQLite catalog was read")
            #expect(postgresSchema.columns.keys.sorted() == expected.columns.keys.sorted())
            for (table, columns) in expected.columns.sorted(by: { $0.key < $1.key }) {
                #expect(postgresSchema.columns[table]?.sorted() == columns.sorted(), "columns of \(table)")
            }
            #expect(postgresSchema.indexes.sorted() == expected.indexes.sorted())
            #expect(postgresSchema.triggers.sorted() == expected.triggers.sorted())
        }
    }
}
