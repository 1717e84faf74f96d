import Foundation
import Synchronization

/// A real InspIRCd + Atheme network on loopback for tests, started by scripts/ircnet/start.sh.
/// Each instance has its own folder under .build and its own ports, so suites that restart
/// their server never disturb another suite's. If the network cannot start, the tests that
/// need it fail with the script's error — they never skip.
public actor TestNetwork {
    public struct Info: Sendable {
        public var host: String
        public var plainPort: Int
        public var tlsPort: Int
        /// A TLS port whose clients are in the flood-exempt "bot" connect class.
        public var botTLSPort: Int
        public var caFile: String
        /// A second CA that signed nothing the server uses: trusting only it must fail.
        public var otherCAFile: String
        public var directory: String
        /// A client certificate whose fingerprint NickServ knows (CERT ADD) for `certAccount`.
        public var clientCertificate: ClientCertificate
        public var certAccount: String
        /// A client certificate no account knows: SASL EXTERNAL with it must fail.
        public var strangerCertificate: ClientCertificate
    }

    public struct ClientCertificate: Sendable {
        public var certificateFile: String
        public var keyFile: String
    }

    public nonisolated let name: String
    public nonisolated let basePort: Int
    /// Account → password, registered with NickServ at start.
    public nonisolated let accounts: [String: String]
    /// When set, the server advertises an STS policy (for SNI "localhost", pointing to the TLS port).
    public nonisolated let stsDuration: Int?
    private var starting = OnDemandStart<Info>()
    /// Base port → the name of the network of this process on it.
    private static let claimed = Mutex<[Int: String]>([:])

    /// Ports are `basePort` + 0 (plain), + 30 (TLS), + 31 (TLS, flood-exempt class), + 333 (server link).
    /// Keep them all below 32768, where Linux's ephemeral range (32768–60999) starts: a port in
    /// that range can be held by any client socket of the test run (an outgoing connection, an
    /// HTTP test server on port 0) when the network starts or restarts, and the start then fails.
    /// The first account (by name) is the one the client certificate logs in to.
    /// Two networks of one run whose ports overlap stop the run at once: otherwise the second to
    /// start fails every test of its suites with only "start.sh failed".
    public init(name: String, basePort: Int, accounts: [String: String], stsDuration: Int? = nil) {
        precondition(basePort + 333 < 32_768, "test network \(name): base port \(basePort) + 333 reaches the ephemeral range")
        Self.claimed.withLock { claimed in
            if let other = claimed.first(where: { $0.value != name && abs($0.key - basePort) <= 333 }) {
                preconditionFailure("test networks \(other.value) (base port \(other.key)) and \(name) (base port \(basePort)) share ports: give one another base port")
            }
            claimed[basePort] = name
        }
        self.name = name
        self.basePort = basePort
        self.accounts = accounts
        self.stsDuration = stsDuration
    }

    /// Starts the network on first use; later calls wait for the same start.
    public func info() async throws -> Info {
        try await starting.task { try await self.start() }.value
    }

    /// Stops InspIRCd and starts it again with the same configuration, and waits until the
    /// services have linked again (SASL offered).
    public func restartServer() async throws {
        let info = try await info()
        try await ScriptProcess.run(paths.script("restart-ircd.sh"), arguments: [info.directory, "--wait-sasl"],
                                    environment: environment)
    }

    /// Kills InspIRCd with SIGKILL — no goodbye to anyone, as in a crash — then starts it again
    /// and waits until the services have linked again (SASL offered), starting them again too
    /// if they died with their uplink (`ensureServices()`).
    public func killAndRestartServer() async throws {
        let info = try await info()
        try await ScriptProcess.run(paths.script("restart-ircd.sh"), arguments: [info.directory, "--kill"],
                                    environment: environment)
        try await ensureServices()
    }

    /// Starts Atheme again if it is no longer running, and waits until SASL is offered. Atheme
    /// 7.2 can die when its uplink vanishes in the middle of a burst of logins, and also a
    /// moment after it linked again; a test that restarts the server calls this whenever logins
    /// stall. Atheme's database was saved at start, so every account survives.
    public func ensureServices() async throws {
        let info = try await info()
        try await ScriptProcess.run(paths.script("ensure-services.sh"), arguments: [info.directory], environment: environment)
    }

    /// Kills Atheme with SIGKILL, as in a crash, and starts it again on the database it saved:
    /// every account registered at start must still log in.
    public func killAndRestartServices() async throws {
        let info = try await info()
        try await ScriptProcess.run(paths.script("ensure-services.sh"), arguments: [info.directory, "--kill"],
                                    environment: environment)
    }

    /// Stops the network (services, then the IRC server); the next `info()` starts it again.
    /// For suites whose network nobody else uses, so it does not outlive the test run.
    public func stop() async throws {
        starting.reset()
        try await ScriptProcess.run(paths.script("stop.sh"), arguments: [paths.directory], environment: environment)
    }

    /// The package root: the first folder above this file that holds Package.swift.
    public static var packageRoot: URL {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return folder
    }

    private nonisolated var paths: TestServerPaths { TestServerPaths(kind: "ircnet", name: name) }

    private nonisolated var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["IRC_PORT"] = "\(basePort)"
        environment["IRCS_PORT"] = "\(basePort + 30)"
        environment["IRCS_BOT_PORT"] = "\(basePort + 31)"
        environment["IRC_LINK_PORT"] = "\(basePort + 333)"
        environment["IRC_ACCOUNTS"] = accounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
            .joined(separator: " ")
        environment["IRC_STS_DURATION"] = stsDuration.map(String.init) ?? ""
        return environment
    }

    private func start() async throws -> Info {
        let output = try await ScriptProcess.run(paths.script("start.sh"), arguments: [paths.directory], environment: environment)
        let values = ScriptProcess.values(in: output)
        guard let tls = values["IRCS_PORT"].flatMap(Int.init), let plain = values["IRC_PORT"].flatMap(Int.init),
              let botTLS = values["IRCS_BOT_PORT"].flatMap(Int.init),
              let ca = values["IRC_CAFILE"], let other = values["IRC_OTHER_CAFILE"],
              let certAccount = values["IRC_CERT_ACCOUNT"],
              let cert = values["IRC_CLIENT_CERT"], let key = values["IRC_CLIENT_KEY"],
              let strangerCert = values["IRC_STRANGER_CERT"], let strangerKey = values["IRC_STRANGER_KEY"] else {
            throw ScriptProcess.Failure(description: "scripts/ircnet/start.sh printed no usable KEY=VALUE lines:\n\(output)")
        }
        return Info(host: values["IRC_HOST"] ?? "127.0.0.1", plainPort: plain, tlsPort: tls, botTLSPort: botTLS, caFile: ca,
                    otherCAFile: other, directory: paths.directory,
                    clientCertificate: ClientCertificate(certificateFile: cert, keyFile: key),
                    certAccount: certAccount,
                    strangerCertificate: ClientCertificate(certificateFile: strangerCert, keyFile: strangerKey))
    }
}
