import GRDB

extension SchemaMigration {
    /// Runs the SQLite rendering on a GRDB connection, one statement at a time (the body GRDB's
    /// migrator registers under the migration's name).
    @Sendable package func migrate(_ db: Database) throws {
        for statement in sqlite {
            try db.execute(sql: statement)
        }
    }

    /// GRDB's migrator for `migrations`, each registered under its name in the order given: it
    /// runs the SQLite renderings not yet applied and records them in `grdb_migrations`.
    package static func grdbMigrator(running migrations: [SchemaMigration]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            migrator.registerMigration(migration.name, migrate: migration.migrate)
        }
        return migrator
    }
}
