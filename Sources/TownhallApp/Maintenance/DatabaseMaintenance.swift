import Storage

/// `townhall migrate` and `townhall backup`.
public enum DatabaseMaintenance {
    /// Migrates `database` (a file path or a `postgres://` URL) and returns what it prints.
    public static func migrate(database location: String, password: String?) async throws -> String {
        let database = try await DatabaseOpener.open(location, password: password, migrate: false)
        do {
            let before = Set(try await database.appliedMigrationNames())
            try await database.migrateToLatest()
            let applied = try await database.appliedMigrationNames().filter { !before.contains($0) }
            try await database.close()
            return applied.isEmpty ? "database is up to date" : "applied: \(applied.joined(separator: ", "))"
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// Copies an SQLite file with the online backup. A `postgres://` URL is refused before
    /// anything connects: the copy of a PostgreSQL database is pg_dump's job.
    public static func backup(databasePath: String, to destination: String) throws {
        guard !PostgresLocation.isPostgresURL(databasePath) else {
            throw StorageError.sqliteOnly(operation: "the online backup (on PostgreSQL, use pg_dump)")
        }
        let database = try TownhallDatabase(path: databasePath, migrate: false)
        try database.backup(to: destination)
        print("backed up \(databasePath) to \(destination)")
    }
}
