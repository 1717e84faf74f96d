import Foundation

/// A real InspIRCd + Atheme network on loopback for tests, started by scripts/ircnet/start.sh.
/// Each instance has its own folder under .build and its own ports, so suites that restart
/// their server never disturb another suite's. If the network cannot start, the tests that
/// need it fail with the script's error — they never skip.
public actor TestNetwork {
    public struct Info: Sendable {
        public var host: String
        public var plainPort: Int
        public var tlsPort: Int
        public var caFile: String
        /// A second CA that signed nothing the server uses: trusting only it must fail.
        public var otherCAFile: String
        public var directory: String
    }

    public struct StartFailure: Error, CustomStringConvertible {
        public var description: String
    }

    public nonisolated let name: String
    public nonisolated let basePort: Int
    /// `account:password` pairs registered with NickServ at start.
    public nonisolated let accounts: [String: String]
    private var starting: Task<Info, any Error>?

    /// Ports are `basePort` + 0 (plain), 30 (TLS), 31 (TLS bot class), 333 (server link).
    public init(name: String, basePort: Int, accounts: [String: String]) {
        self.name = name
        self.basePort = basePort
        self.accounts = accounts
    }

    /// Starts the network on first use; later calls wait for the same start.
    public func info() async throws -> Info {
        if let starting { return try await starting.value }
        let task = Task { try self.start() }
        starting = task
        return try await task.value
    }

    /// Stops InspIRCd and starts it again with the same configuration (services relink by themselves).
    public func restartServer() async throws {
        let info = try await info()
        try run("restart-ircd.sh", arguments: [info.directory, "--wait-sasl"])
    }

    public func stop() async throws {
        try run("stop.sh", arguments: [directory])
        starting = nil
    }

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

    private nonisolated var directory: String {
        Self.packageRoot.appendingPathComponent(".build/ircnet-\(name)").path
    }

    private nonisolated var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["IRC_PORT"] = "\(basePort)"
        environment["IRCS_PORT"] = "\(basePort + 30)"
        environment["IRCS_BOT_PORT"] = "\(basePort + 31)"
        environment["IRC_LINK_PORT"] = "\(basePort + 333)"
        environment["IRC_ACCOUNTS"] = accounts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
            .joined(separator: " ")
        return environment
    }

    private nonisolated func start() throws -> Info {
        let output = try run("start.sh", arguments: [directory])
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        guard let tls = values["IRCS_PORT"].flatMap(Int.init), let plain = values["IRC_PORT"].flatMap(Int.init),
              let ca = values["IRC_CAFILE"], let other = values["IRC_OTHER_CAFILE"] else {
            throw StartFailure(description: "scripts/ircnet/start.sh printed no usable KEY=VALUE lines:\n\(output)")
        }
        return Info(host: values["IRC_HOST"] ?? "127.0.0.1", plainPort: plain, tlsPort: tls, caFile: ca,
                    otherCAFile: other, directory: directory)
    }

    /// Runs scripts/ircnet/NAME; a non-zero exit is an error carrying its stderr.
    @discardableResult
    private nonisolated func run(_ script: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.packageRoot.appendingPathComponent("scripts/ircnet/\(script)").path] + arguments
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch {
            throw StartFailure(description: "cannot run scripts/ircnet/\(script): \(error)")
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StartFailure(description: """
                scripts/ircnet/\(script) failed (exit \(process.terminationStatus)); \
                are inspircd and atheme-services installed (bash scripts/test.sh installs them)?
                \(String(decoding: err, as: UTF8.self))
                """)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
