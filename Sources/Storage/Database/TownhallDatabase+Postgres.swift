import Foundation
import SQLStore

extension TownhallDatabase {
    /// Opens the PostgreSQL database at `url` (`postgres://USER@HOST:PORT/DATABASE`, see
    /// `PostgresLocation`), with `password` from the environment variable the configuration names,
    /// and, unless `migrate` is false, applies pending migrations. Connecting first is what checks
    /// the URL, the server and the password: each failure is one line naming the problem
    /// (`SQLEngineError`), and a database a newer Townhall migrated is refused
    /// (`StorageError.newerDatabase`).
    public static func open(postgres url: String, password: String?, migrate: Bool = true,
                            maxConnections: Int = 8, readReplicas: ReadReplicaSettings? = nil) async throws -> TownhallDatabase {
        let location: PostgresLocation
        do {
            location = try PostgresLocation(url: url, password: password)
        } catch {
            throw StorageError.cannotOpenDatabase("\(error)")
        }
        return try await open(postgres: location, migrate: migrate, maxConnections: maxConnections, readReplicas: readReplicas)
    }

    /// Opens the PostgreSQL database at `location`, as `open(postgres:password:)` does;
    /// `readReplicas` are the standbys the heavy read-only commands may read from
    /// (`reading(mayLagFor:_:)`), checked when first read from, not here: a standby that is
    /// down must not keep the bot from starting.
    public static func open(postgres location: PostgresLocation, migrate: Bool = true,
                            maxConnections: Int = 8, readReplicas: ReadReplicaSettings? = nil) async throws -> TownhallDatabase {
        let engine = try PostgresEngine(location: location, maxConnections: maxConnections, readReplicas: readReplicas)
        do {
            do {
                try await engine.read { tx in try tx.execute("SELECT 1") }
            } catch let error as SQLEngineError {
                throw StorageError.cannotOpenDatabase(openFailure(error, at: location))
            }
            let database = TownhallDatabase(postgres: engine)
            if migrate {
                try await database.migrateToLatest()
                try await database.repairStaleTallies()
            }
            return database
        } catch {
            try? await engine.close()
            throw error
        }
    }

    /// Why connecting to `location` failed, in one line an operator can act on.
    static func openFailure(_ error: SQLEngineError, at location: PostgresLocation) -> String {
        let server = "PostgreSQL at \(location.serverList)"
        switch error {
        case .statement(let state, let message) where state.hasPrefix("28"):
            return "\(server) refused user \(location.user): \(message) (check the password and the server's pg_hba.conf)"
        case .statement("3D000", _):
            return "\(server) has no database \(location.database)"
        case .statement(let state, let message):
            return "\(server) refused the connection (\(state)): \(message)"
        case .unreachable(let why) where why.contains("CERTIFICATE_VERIFY_FAILED"):
            let roots = location.rootCertificateFile.map { "sslrootcert=\($0)" } ?? "the system's root certificates (no sslrootcert in the URL)"
            return "\(server): TLS refused: the server's certificate is not trusted by \(roots); name the CA that signed it with sslrootcert=PATH"
        case .unreachable(let why) where why.contains("failedToValidateHostname") || why.contains("TLS: the server's certificate is for"):
            return "\(server): TLS refused: the server's certificate does not name \(location.host); connect by a name on the certificate (or sslmode=verify-ca checks the CA only)"
        case .unreachable(let why) where why.hasPrefix(PostgresEngine.noWritableHost):
            return "\(location.redacted): \(why) (the bot writes: name the primary among the URL's hosts, or wait for a failover to finish)"
        case .unreachable(let why):
            return "can't reach \(server) (\(location.redacted)): \(why)"
        default:
            return "can't open \(location.redacted): \(error)"
        }
    }

    /// Applies every pending migration, on either engine. Safe to call repeatedly.
    public func migrateToLatest() async throws {
        if let engine = engine as? PostgresEngine {
            try await PostgresMigrator().migrate(engine)
        } else {
            try migrate()
        }
    }

    /// Folds the tally counts left stale by a process that died between a batch's commit and its
    /// fold, or whose fold failed on every retry (see `ShardedTally.repairStale`). Returns how many
    /// rows it repaired. Run at every open on PostgreSQL.
    @discardableResult
    public func repairStaleTallies() async throws -> Int {
        var repaired = 0
        for tally in ShardedTally.all {
            repaired += try await tally.repairStale(on: engine)
        }
        return repaired
    }

    /// Names of the migrations applied to this database, in order, on either engine.
    public func appliedMigrationNames() async throws -> [String] {
        if let engine = engine as? PostgresEngine {
            return try await PostgresMigrator().appliedMigrations(engine)
        }
        return try appliedMigrations()
    }

    /// Closes PostgreSQL's connections (the SQLite pool closes when the database is released).
    public func close() async throws {
        try await (engine as? PostgresEngine)?.close()
    }

    /// Where the database is, as it may be logged (no password).
    public var locationDescription: String {
        postgres?.redacted ?? path ?? "(in memory)"
    }
}
