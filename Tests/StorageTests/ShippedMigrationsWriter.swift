import Foundation
import GRDB
@testable import Storage
import Testing

/// Writes the golden files of `ShippedMigrations/`: every migration's SQL as it runs, per engine
/// (SQLite: the statements GRDB traces while the migrations run in order; PostgreSQL: the
/// statements `PostgresMigrator` executes). Run with `TOWNHALL_WRITE_SHIPPED_MIGRATIONS=1` when a
/// new migration lands: it writes the files of migrations that have none and never rewrites a
/// shipped one. Without the variable it does nothing; `ShippedMigrationTests` compares the
/// rendering with the files.
@Suite("Shipped migration files")
struct ShippedMigrationsWriter {
    @Test func writesTheGoldenFilesWhenAsked() throws {
        guard ProcessInfo.processInfo.environment["TOWNHALL_WRITE_SHIPPED_MIGRATIONS"] == "1" else { return }
        let sqlite = try ShippedMigrations.tracedSQLiteStatements()
        let fileManager = FileManager.default
        for migration in StorageMigrations.ordered
        where !fileManager.fileExists(atPath: ShippedMigrations.file(engine: "sqlite", name: migration.name).path) {
            try ShippedMigrations.write(sqlite[migration.name] ?? [], engine: "sqlite", name: migration.name)
            try ShippedMigrations.write(migration.postgres, engine: "postgres", name: migration.name)
        }
    }
}
