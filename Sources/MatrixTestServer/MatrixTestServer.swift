import Foundation
import IRCTestNetwork

/// A real Synapse homeserver on loopback for tests, started by scripts/synapse/start.sh in a
/// folder of its own under .build. If it cannot start, the tests that need it fail with the
/// script's error — they never skip.
public actor MatrixTestServer {
    public struct Info: Sendable {
        /// http://127.0.0.1:PORT
        public var homeserver: String
        public var directory: String
    }

    public nonisolated let name: String
    public nonisolated let port: Int
    /// Local part → password, registered with the shared secret at start.
    public nonisolated let users: [String: String]
    private var starting = OnDemandStart<Info>()
    /// The first start of a test run begins with an empty homeserver (no rooms from earlier runs);
    /// a restart keeps everything.
    private var started = false

    /// Users whose message rate limit is lifted; the others keep Synapse's (burst 10, then 0.2/s).
    public nonisolated let unlimited: [String]

    public init(name: String, port: Int, users: [String: String], unlimited: [String] = ["bot"]) {
        self.name = name
        self.port = port
        self.users = users
        self.unlimited = unlimited
    }

    /// Starts the server on first use; later calls wait for the same start.
    public func info() async throws -> Info {
        try await starting.task { try await self.start() }.value
    }

    /// Stops Synapse and starts it again on the same port and database.
    public func restart() async throws {
        _ = try await info()
        try await ScriptProcess.run(paths.script("stop.sh"), arguments: [paths.directory], environment: environment)
        starting.reset()
        _ = try await info()
    }

    /// Stops the server; the next `info()` starts it again.
    public func stop() async throws {
        starting.reset()
        try await ScriptProcess.run(paths.script("stop.sh"), arguments: [paths.directory], environment: environment)
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "synapse", name: name) }

    private nonisolated var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SYNAPSE_PORT"] = "\(port)"
        environment["MATRIX_USERS"] = users.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " ")
        environment["MATRIX_UNLIMITED"] = unlimited.joined(separator: " ")
        return environment
    }

    private func start() async throws -> Info {
        var environment = environment
        environment["SYNAPSE_FRESH"] = started ? "0" : "1"
        started = true
        let output = try await ScriptProcess.run(
            paths.script("start.sh"), arguments: [paths.directory], environment: environment,
            missing: "is python3-venv installed, and can pip reach PyPI for matrix-synapse (bash scripts/test.sh sets it up)?")
        guard let homeserver = ScriptProcess.values(in: output)["MATRIX_HOMESERVER"] else {
            throw ScriptProcess.Failure(description: "scripts/synapse/start.sh printed no MATRIX_HOMESERVER:\n\(output)")
        }
        return Info(homeserver: homeserver, directory: paths.directory)
    }
}
