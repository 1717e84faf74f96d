import Foundation
import IRCTestNetwork

/// A real pgbouncer on loopback for tests, in front of the run's PostgreSQL test server
/// (`PostgresTestServer.shared`), started by scripts/postgres/pgbouncer-start.sh: transaction
/// pooling with two server connections per database, so engines on one database share two
/// sessions and a transaction often runs on the session another engine used just before. If it
/// cannot start, the tests that need it fail with the script's error; they never skip.
///
/// One pgbouncer serves a whole test run, as the server behind it does: it is stopped, with
/// that server, by the watcher its start script leaves behind (`stop_when_gone`) once the test
/// process is gone, and by scripts/test.sh at the end of a run.
public actor PgBouncerTestServer {
    /// The pgbouncer of this test run, ten ports above the shared test server's.
    public static let shared = PgBouncerTestServer(name: "pgbouncer", port: PostgresTestServer.shared.port + 10,
                                                   server: .shared)

    public nonisolated let name: String
    public nonisolated let port: Int
    /// The PostgreSQL server behind it.
    public nonisolated let server: PostgresTestServer
    private var starting = OnDemandStart<Void>()

    public init(name: String, port: Int, server: PostgresTestServer) {
        self.name = name
        self.port = port
        self.server = server
    }

    /// A new, empty database on the server behind, reached through pgbouncer: its URL, which
    /// names the pooler (the password is `password`).
    public func freshDatabaseURL(label: String = "pooled") async throws -> String {
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

    /// The password of the test role, which pgbouncer checks and passes on.
    public var password: String {
        get async throws { try await server.info().password }
    }

    private func started() async throws {
        try await starting.task { try await self.start() }.value
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "postgres", name: name) }

    private func start() async throws {
        let info = try await server.info()
        var environment = ProcessInfo.processInfo.environment
        environment["PGBOUNCER_PORT"] = "\(port)"
        environment["POSTGRES_PORT"] = "\(info.port)"
        environment["POSTGRES_PASSWORD"] = info.password
        try await ScriptProcess.run(paths.script("pgbouncer-start.sh"), arguments: [paths.directory], environment: environment,
                                    missing: "can apt-get install pgbouncer (bash scripts/test.sh does)?")
    }
}
