import SQLStore

extension TownhallDatabase {
    /// Applies the first `count` migrations of `StorageMigrations.ordered` that are not applied
    /// yet, and no later one: a copy's target is migrated as far as its source, on either engine.
    func migrate(upTo count: Int) async throws {
        let migrations = StorageMigrations.ordered.prefix(count)
        guard let last = migrations.last else { return }
        if let engine = engine as? PostgresEngine {
            try await PostgresMigrator(migrations: migrations.map { ($0.name, $0.postgres) }).migrate(engine)
        } else {
            try StorageMigrations.migrator.migrate(try writer.grdb("GRDB's migrator"), upTo: last.name)
        }
    }
}

extension TownhallDatabase {
    /// Every migration name the database records, also those this binary does not know (GRDB's
    /// `appliedMigrations` leaves those out), so a newer database is noticed.
    func recordedMigrationNames() async throws -> [String] {
        guard engine.dialect == .sqlite else { return try await appliedMigrationNames() }
        let known = try appliedMigrations()
        let recorded = try await writer.read { db in try StorageMigrations.migrator.appliedIdentifiers(db) }
        return known + recorded.subtracting(known).sorted()
    }
}
