import SQLStore
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

    /// `read_replicas:` (standby URLs, without passwords: the database's password is theirs, as
    /// the role is replicated with everything else) and `max_replica_lag_seconds:` (default 5).
    /// Only for a PostgreSQL database: an SQLite file has no standby.
    static func readReplicas(in top: inout YAMLSection, database: DatabaseAddress) throws(ConfigurationError) -> ReadReplicaSettings? {
        let urls = try top.strings("read_replicas")
        let lag = try top.double("max_replica_lag_seconds", in: 0...3_600)
        guard case .postgres(let primary) = database else {
            if urls != nil || lag != nil {
                throw ConfigurationError(key: urls != nil ? "read_replicas" : "max_replica_lag_seconds",
                                         problem: "is only for a postgres:// database; an SQLite file has no standby")
            }
            return nil
        }
        guard let urls, !urls.isEmpty else {
            if lag != nil {
                throw ConfigurationError(key: "max_replica_lag_seconds", problem: "bounds reads from read_replicas, and none is listed")
            }
            return nil
        }
        var replicas: [PostgresLocation] = []
        for (index, url) in urls.enumerated() {
            do {
                replicas.append(try PostgresLocation(url: url, password: primary.password))
            } catch {
                throw ConfigurationError(key: "read_replicas[\(index)]", problem: "\(error)")
            }
        }
        return ReadReplicaSettings(replicas: replicas, maxLag: .milliseconds(Int64(((lag ?? 5) * 1000).rounded())))
    }
}
