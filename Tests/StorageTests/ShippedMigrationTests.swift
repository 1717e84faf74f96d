import Foundation
@testable import Storage
import Testing

/// Every shipped migration, rendered for each engine, is byte for byte what shipped: the
/// statements SQLite runs (as GRDB traces them) and the statements PostgreSQL runs equal the
/// golden files of `ShippedMigrations/`, written from the bodies as they landed. A body
/// rewritten in another form (one neutral DDL for both engines) passes only if it renders what
/// databases already ran.
@Suite("Shipped migrations")
struct ShippedMigrationTests {
    @Test func everyMigrationRendersWhatShippedOnSQLite() throws {
        let traced = try ShippedMigrations.tracedSQLiteStatements()
        for migration in StorageMigrations.ordered {
            guard let shipped = try ShippedMigrations.read(engine: "sqlite", name: migration.name) else {
                Issue.record(Self.missing(migration.name))
                continue
            }
            #expect(traced[migration.name] == shipped, "\(migration.name) runs other SQL on SQLite than it shipped with")
        }
    }

    @Test func everyMigrationRendersWhatShippedOnPostgres() throws {
        for migration in StorageMigrations.ordered {
            guard let shipped = try ShippedMigrations.read(engine: "postgres", name: migration.name) else {
                Issue.record(Self.missing(migration.name))
                continue
            }
            #expect(migration.postgres == shipped, "\(migration.name) runs other SQL on PostgreSQL than it shipped with")
        }
    }

    /// The files keep statements apart: a trigger's own semicolons do not split it.
    @Test func aTriggerReadsBackAsOneStatement() throws {
        let statements = try #require(try ShippedMigrations.read(engine: "sqlite", name: "v2-question-upvote-counts"))
        #expect(statements.filter { $0.hasPrefix("CREATE TRIGGER") }.count == 2)
        #expect(statements.allSatisfy { !$0.isEmpty })
    }

    static func missing(_ name: String) -> Comment {
        "\(name) is a new migration: write its golden files once with TOWNHALL_WRITE_SHIPPED_MIGRATIONS=1 swift test --filter ShippedMigrationsWriter, and commit them"
    }
}
