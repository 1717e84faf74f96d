import DatabaseTestSupport
import Foundation
import Testing
@testable import Storage

/// "v11-letter-template-likes-index": a database migrated while "v5-letters-templates" still
/// lacked `letter_template_likes` (the index was added to that body after it landed) gets it; one
/// that has it keeps it.
@Suite("The template likes index mended by migration")
struct TemplateLikesIndexMigrationTests {
    @Test(arguments: DatabaseKind.allCases) func aDatabaseMigratedBeforeTheEditGetsTheIndex(kind: DatabaseKind) async throws {
        let database = try await kind.databaseMigrated(before: "v11-letter-template-likes-index", label: "likesindex")
        // the database as v5's first body left it
        try await database.engine.write { tx in _ = try tx.execute("DROP INDEX letter_template_likes") }
        #expect(try await Self.hasLikesIndex(database) == false)
        try await database.migrate(upTo: StorageMigrations.ordered.count)
        #expect(try await Self.hasLikesIndex(database))
        // and a database made whole (the index from v5) passes v11 unchanged
        let fresh = try await kind.makeDatabase(label: "likesindex")
        #expect(try await Self.hasLikesIndex(fresh))
    }

    static func hasLikesIndex(_ database: TownhallDatabase) async throws -> Bool {
        try await database.engine.read { tx in
            let sql = tx.dialect == .sqlite
                ? "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name = 'letter_template_likes'"
                : "SELECT COUNT(*) FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'letter_template_likes'"
            return try tx.value(Int.self, sql) == 1
        }
    }
}
