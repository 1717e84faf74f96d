import Foundation
import SQLStore

/// Where the database lives, read once from what an operator wrote (`database:` in the
/// configuration, `--database`, `copy --from/--to`): a `postgres://` (or `postgresql://`) URL is a
/// PostgreSQL database, anything else the path of an SQLite file. Everything after the reading
/// asks the value, never the text again, so a URL is checked in one place (`PostgresLocation`)
/// and a path is never mistaken for a URL or the other way round.
public enum DatabaseAddress: Sendable, Equatable, CustomStringConvertible {
    case sqlite(path: String)
    /// With its password, which comes from the environment, never from the URL in a shared file.
    case postgres(PostgresLocation)

    /// Reads `text`; `password` is for a PostgreSQL URL only. A malformed URL throws, naming what
    /// is wrong (`StorageError.cannotOpenDatabase`), with any password in it redacted.
    public init(_ text: String, password: String? = nil) throws(StorageError) {
        guard PostgresLocation.isPostgresURL(text) else {
            self = .sqlite(path: text)
            return
        }
        do {
            self = .postgres(try PostgresLocation(url: text, password: password))
        } catch {
            throw StorageError.cannotOpenDatabase("\(error)")
        }
    }

    /// As it may be shown or logged: the file's path, or the URL without its password.
    public var description: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let location): location.redacted
        }
    }

    /// The same for two addresses of one database: a file by its resolved path (symbolic links
    /// followed), a PostgreSQL database by its servers and name.
    public var identity: String {
        switch self {
        case .sqlite(let path): URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        case .postgres(let location): "\(location.serverList)/\(location.database)"
        }
    }
}

extension TownhallDatabase {
    /// Opens the database at `address` and, unless `migrate` is false, applies pending migrations.
    public static func open(_ address: DatabaseAddress, migrate: Bool = true) async throws -> TownhallDatabase {
        switch address {
        case .sqlite(let path): try TownhallDatabase(path: path, migrate: migrate)
        case .postgres(let location): try await open(postgres: location, migrate: migrate)
        }
    }
}
