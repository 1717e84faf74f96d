import Storage

/// `database:` and its password. A file path is an SQLite database; a `postgres://` URL is a
/// PostgreSQL one, checked here (a malformed URL, an unknown `sslmode`…) so that a wrong URL stops
/// `serve` before anything connects, naming the key. Its password comes from
/// `database_password_env` (or, for one-off files, `database_password`): never from the URL
/// itself in a file that gets shared.
enum DatabaseSetting {
    static func read(_ database: String, in top: inout YAMLSection,
                     environment: [String: String]) throws(ConfigurationError) -> DatabaseAddress {
        let password = try top.secret("database_password", environment: environment)
        let address: DatabaseAddress
        do {
            address = try DatabaseAddress(database, password: password)
        } catch {
            throw ConfigurationError(key: "database", problem: "\(error)")
        }
        if case .sqlite = address, password != nil {
            throw ConfigurationError(key: "database_password_env",
                                     problem: "is only for a postgres:// database; \(database) is an SQLite file")
        }
        return address
    }
}
