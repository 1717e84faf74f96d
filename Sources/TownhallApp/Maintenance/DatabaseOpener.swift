import SQLStore
import Storage

/// Reads and opens what `database:` (or `--database`) names. Any failure — a wrong URL, an
/// unreachable server, a refused password, a database of a newer Townhall, a file that cannot be
/// opened — is a `DatabaseOpenError`: one line naming the problem, which `serve`, `migrate`,
/// `import`, `sync` and `copy` print before they stop.
public enum DatabaseOpener {
    /// Reads `text` (a `postgres://` URL with `password`, or an SQLite file) once, for everything
    /// after to ask the value.
    public static func address(_ text: String, password: String?) throws(DatabaseOpenError) -> DatabaseAddress {
        do {
            return try DatabaseAddress(text, password: password)
        } catch {
            throw DatabaseOpenError(line: "\(error)")
        }
    }

    /// `readReplicas` (PostgreSQL only) are the standbys `serve`'s heavy reads may go to.
    public static func open(_ address: DatabaseAddress, migrate: Bool = true,
                            readReplicas: ReadReplicaSettings? = nil) async throws -> TownhallDatabase {
        do {
            if case .postgres(let location) = address, let readReplicas {
                return try await TownhallDatabase.open(postgres: location, migrate: migrate, readReplicas: readReplicas)
            }
            return try await TownhallDatabase.open(address, migrate: migrate)
        } catch {
            throw DatabaseOpenError(line: "\(error)")
        }
    }
}
