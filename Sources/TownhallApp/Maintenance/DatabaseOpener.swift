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

    public static func open(_ address: DatabaseAddress, migrate: Bool = true) async throws -> TownhallDatabase {
        do {
            return try await TownhallDatabase.open(address, migrate: migrate)
        } catch {
            throw DatabaseOpenError(line: "\(error)")
        }
    }
}
