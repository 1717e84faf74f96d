import SQLStore

extension PostgresMigrator {
    /// The migrator of Townhall's schema: `migrations` (the PostgreSQL rendering of all of
    /// `StorageMigrations.ordered` unless told), and a database that records a migration this
    /// binary does not know refused as a newer Townhall's (`StorageError.newerDatabase`).
    init(migrations: [(name: String, statements: [String])] = StorageMigrations.ordered.map { ($0.name, $0.postgres) }) {
        self.init(migrations: migrations, refusingUnknown: StorageMigrations.refuseUnknown)
    }
}
