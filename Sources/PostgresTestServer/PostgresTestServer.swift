import Foundation
import IRCTestNetwork

/// A real PostgreSQL server on loopback for tests, started by scripts/postgres/start.sh (Debian's
/// server, installed with apt-get when missing) in a folder of its own under .build. If it cannot
/// start, the tests that need it fail with the script's error — they never skip.
///
/// One server serves a whole test run; each test asks for a database of its own
/// (`freshDatabaseURL`), so tests never see each other's rows. Databases of earlier runs whose
/// process is gone are dropped when the server is first used (scripts/postgres/dropstale.sh).
public actor PostgresTestServer {
    public struct Info: Sendable {
        /// postgres://townhall@127.0.0.1:PORT/townhall (no password: see `password`)
        public var url: String
        public var password: String
        public var port: Int
    }

    /// The server of this test run: port 15432, or `TOWNHALL_TEST_POSTGRES_PORT` so that two
    /// checkouts on one machine can run their tests at the same time.
    public static let shared = PostgresTestServer(
        name: "tests", port: ProcessInfo.processInfo.environment["TOWNHALL_TEST_POSTGRES_PORT"].flatMap(Int.init) ?? 15_432)

    /// The benchmarks' server, four ports above `shared`: a server of its own because it flushes
    /// to disk (`fsync`), as a deployment's does, so that its figures include what that costs.
    public static let benchmark = PostgresTestServer(name: "bench", port: shared.port + 4, fsync: true)

    /// A certificate chain and its key (PEM files) for a server that also speaks TLS.
    public struct TLSFiles: Sendable {
        public var certificateChain: String
        public var key: String

        public init(certificateChain: String, key: String) {
            self.certificateChain = certificateChain
            self.key = key
        }
    }

    public nonisolated let name: String
    public nonisolated let port: Int
    public nonisolated let tls: TLSFiles?
    /// Whether the server flushes to disk. Off for tests (see scripts/postgres/start.sh): a
    /// commit still reaches the kernel before it returns, so killed processes lose nothing.
    public nonisolated let fsync: Bool
    private var starting = OnDemandStart<Info>()
    private var databases = 0

    /// A server of its own (data under .build/postgres-NAME) on `port`; with `tls`, it also
    /// accepts TLS connections with that certificate.
    public init(name: String, port: Int, tls: TLSFiles? = nil, fsync: Bool = false) {
        self.name = name
        self.port = port
        self.tls = tls
        self.fsync = fsync
    }


    /// Starts the server on first use; later calls wait for the same start.
    public func info() async throws -> Info {
        try await starting.task { try await self.start() }.value
    }

    /// A new, empty database on the server, owned by the test role: its URL (the password is
    /// `info().password`).
    public func freshDatabaseURL(label: String = "test") async throws -> String {
        let info = try await info()
        databases += 1
        let database = "th_\(label.lowercased().filter { $0.isLetter || $0.isNumber })_\(ProcessInfo.processInfo.processIdentifier)_\(databases)"
        try await ScriptProcess.run(paths.script("createdb.sh"), arguments: [paths.directory, database], environment: environment)
        return "postgres://townhall@127.0.0.1:\(info.port)/\(database)"
    }

    /// Stops PostgreSQL (immediately: like a server that went away) and keeps its data; the next
    /// `info()` starts it again.
    public func stop() async throws {
        starting.reset()
        try await ScriptProcess.run(paths.script("stop.sh"), arguments: ["--keep", paths.directory], environment: environment)
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "postgres", name: name) }

    private nonisolated var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["POSTGRES_PORT"] = "\(port)"
        environment["POSTGRES_FSYNC"] = fsync ? "on" : "off"
        if let tls {
            environment["POSTGRES_TLS_CERT"] = tls.certificateChain
            environment["POSTGRES_TLS_KEY"] = tls.key
        }
        return environment
    }

    private func start() async throws -> Info {
        let output = try await ScriptProcess.run(
            paths.script("start.sh"), arguments: [paths.directory], environment: environment,
            missing: "can apt-get install postgresql (bash scripts/test.sh does)?")
        let values = ScriptProcess.values(in: output)
        guard let url = values["POSTGRES_URL"], let password = values["POSTGRES_PASSWORD"] else {
            throw ScriptProcess.Failure(description: "scripts/postgres/start.sh printed no POSTGRES_URL:\n\(output)")
        }
        // Each test makes a database of its own, and none is dropped while its process runs (a
        // test's database may outlive its test: a second pool, a child process). What earlier,
        // finished runs left is dropped here, so a long-lived server does not pile them up.
        try await ScriptProcess.run(paths.script("dropstale.sh"), arguments: [paths.directory], environment: environment)
        return Info(url: url, password: password, port: port)
    }
}
