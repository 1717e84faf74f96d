import Foundation
import IRCTestNetwork

/// A real pgbouncer on loopback for tests, started by scripts/postgres/pgbouncer-start.sh in
/// front of one PostgreSQL server: transaction pooling with two server connections per database,
/// so engines on one database share two sessions and a transaction often runs on the session
/// another engine used just before. If it cannot start, the tests that need it fail with the
/// script's error; they never skip.
///
/// The shared one serves a whole test run, as the server behind it does: it is stopped, with
/// that server, by the watcher its start script leaves behind (`stop_when_gone`) once the test
/// process is gone, and by scripts/test.sh at the end of a run; one in front of a server a test
/// stops is stopped by that test (`stop()`).
public actor PgBouncerTestServer {
    /// What pgbouncer stands in front of.
    public enum Backend: Sendable {
        /// A test server, which makes the databases (`freshDatabaseURL`).
        case testServer(PostgresTestServer)
        /// A server already running on this port of 127.0.0.1 (a node of a failover cluster),
        /// whose role `townhall` has this password.
        case port(Int, password: String)
    }

    /// The pgbouncer of this test run, in front of its shared test server, ten ports above it.
    public static let shared = PgBouncerTestServer(name: "pgbouncer", port: PostgresTestServer.shared.port + 10,
                                                   backend: .testServer(.shared))

    public nonisolated let name: String
    public nonisolated let port: Int
    public nonisolated let backend: Backend
    private var starting = OnDemandStart<Void>()

    public init(name: String, port: Int, backend: Backend) {
        self.name = name
        self.port = port
        self.backend = backend
    }

    /// A new, empty database on the test server behind, reached through pgbouncer: its URL, which
    /// names the pooler (the password is `password`).
    public func freshDatabaseURL(label: String = "pooled") async throws -> String {
        guard case .testServer(let server) = backend else {
            throw ScriptProcess.Failure(description: "pgbouncer \(name) stands in front of no test server that makes databases")
        }
        try await started()
        let direct = try await server.freshDatabaseURL(label: label)
        let serverPort = try await server.info().port
        return direct.replacingOccurrences(of: "127.0.0.1:\(serverPort)/", with: "127.0.0.1:\(port)/") + "?pooler=pgbouncer"
    }

    /// A database pgbouncer knows whose server is away (a port where nothing listens).
    public func awayDatabaseURL() async throws -> String {
        try await started()
        return "postgres://townhall@127.0.0.1:\(port)/townhall_gone?pooler=pgbouncer"
    }

    /// Starts pgbouncer if it is not running yet.
    public func started() async throws {
        try await starting.task { try await self.start() }.value
    }

    /// Stops pgbouncer (the server behind it keeps running); the next use starts it again.
    public func stop() async throws {
        starting.reset()
        try await ScriptProcess.run(paths.script("pgbouncer-stop.sh"), arguments: [paths.directory],
                                    environment: ProcessInfo.processInfo.environment)
    }

    /// The password of the test role, which pgbouncer checks and passes on.
    public var password: String {
        get async throws {
            switch backend {
            case .testServer(let server): try await server.info().password
            case .port(_, let password): password
            }
        }
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "postgres", name: name) }

    private func start() async throws {
        let serverPort = switch backend {
        case .testServer(let server): try await server.info().port
        case .port(let port, _): port
        }
        var environment = ProcessInfo.processInfo.environment
        environment["PGBOUNCER_PORT"] = "\(port)"
        environment["POSTGRES_PORT"] = "\(serverPort)"
        environment["POSTGRES_PASSWORD"] = try await password
        try await ScriptProcess.run(paths.script("pgbouncer-start.sh"), arguments: [paths.directory], environment: environment,
                                    missing: "can apt-get install pgbouncer (bash scripts/test.sh does)?")
    }
}
