import GRDB

extension SchemaMigration {
    /// Runs the SQLite rendering on a GRDB connection, one statement at a time (the body GRDB's
    /// migrator registers under the migration's name).
    @Sendable package func migrate(_ db: Database) throws {
        for statement in sqlite {
            try db.execute(sql: statement)
        }
    }
}
