import Storage

/// `townhall migrate` and `townhall backup`.
public enum DatabaseMaintenance {
    public static func migrate(databasePath: String) throws {
        let database = try TownhallDatabase(path: databasePath, migrate: false)
        let before = Set(try database.appliedMigrations())
        try database.migrate()
        let applied = try database.appliedMigrations().filter { !before.contains($0) }
        print(applied.isEmpty ? "database is up to date" : "applied: \(applied.joined(separator: ", "))")
    }

    public static func backup(databasePath: String, to destination: String) throws {
        let database = try TownhallDatabase(path: databasePath, migrate: false)
        try database.backup(to: destination)
        print("backed up \(databasePath) to \(destination)")
    }
}
