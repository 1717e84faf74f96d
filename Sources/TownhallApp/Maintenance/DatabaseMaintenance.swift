import Storage

/// `townhall migrate` and `townhall backup`.
public enum DatabaseMaintenance {
    /// Migrates the database at `address` and returns what it prints.
    public static func migrate(database address: DatabaseAddress) async throws -> String {
        let database = try await DatabaseOpener.open(address, migrate: false)
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

    /// Copies an SQLite file with the online backup. A PostgreSQL database is refused before
    /// anything connects: its copy is pg_dump's job.
    public static func backup(database address: DatabaseAddress, to destination: String) throws {
        guard case .sqlite(let databasePath) = address else {
            throw StorageError.sqliteOnly(operation: "the online backup (on PostgreSQL, use pg_dump)")
        }
        let database = try TownhallDatabase(path: databasePath, migrate: false)
        try database.backup(to: destination)
        print("backed up \(databasePath) to \(destination)")
    }
}
