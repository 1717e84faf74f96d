import Storage

/// Opens what `database:` names: a `postgres://` URL on PostgreSQL, anything else as an SQLite
/// file. Any failure — a wrong URL, an unreachable server, a refused password, a database of a
/// newer Townhall, a file that cannot be opened — is a `DatabaseOpenError`: one line naming the
/// problem, which `serve` and `migrate` print before they stop.
public enum DatabaseOpener {
    public static func open(_ database: String, password: String?, migrate: Bool = true) async throws -> TownhallDatabase {
        do {
            if PostgresLocation.isPostgresURL(database) {
                return try await TownhallDatabase.open(postgres: database, password: password, migrate: migrate)
            }
            return try TownhallDatabase(path: database, migrate: migrate)
        } catch {
            throw DatabaseOpenError(line: "\(error)")
        }
    }
}
