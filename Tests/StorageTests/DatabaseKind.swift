import DatabaseTestSupport
import Testing
@testable import Storage

/// The engines a storage test runs on: `DatabaseKind` of the DatabaseTestSupport module, shared
/// with the civic and integration tests, named here once for every file of this target.
typealias DatabaseKind = DatabaseTestSupport.DatabaseKind

extension DatabaseKind {
    /// A new database of this kind migrated only up to, not including, the migration `name`: the
    /// state a database was in before that migration shipped, for a test that writes rows into it
    /// and then runs the rest.
    func databaseMigrated(before name: String, label: String) async throws -> TownhallDatabase {
        let location = try await newLocation(label: label)
        let database = try self == .sqlite
            ? TownhallDatabase(path: location, migrate: false)
            : await TownhallDatabase.open(postgres: location, password: DatabaseKind.postgresPassword, migrate: false)
        try await database.migrate(upTo: try #require(StorageMigrations.names.firstIndex(of: name)))
        return database
    }
}
