import Foundation

/// The real InspIRCd + Atheme network the integration tests talk to. Started once per test
/// process by scripts/ircnet/start.sh on non-default ports under .build/ircnet-test; if it
/// cannot start, every test that needs it fails (never skips).
actor TestNetwork {
    struct Info: Sendable {
        var host: String
        var plainPort: Int
        var tlsPort: Int
        var caFile: String
        var otherCAFile: String
        var directory: String
        var packageRoot: URL
    }

    struct StartFailure: Error, CustomStringConvertible {
        var description: String
    }

    static let shared = TestNetwork()
    static let ports = ["IRC_PORT": "26667", "IRCS_PORT": "26697", "IRCS_BOT_PORT": "26698", "IRC_LINK_PORT": "27000"]
    static let accounts = "bot:botpass123 alice:alicepass123 bob:bobpass123"

    private var starting: Task<Info, any Error>?

    func info() async throws -> Info {
        if let starting { return try await starting.value }
        let task = Task { try await Self.runOffPool { try Self.start() } }
        starting = task
        return try await task.value
    }

    /// Package root: this file is Tests/IRCClientTests/Support/TestNetwork.swift.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func start() throws -> Info {
        let root = packageRoot
        let directory = root.appendingPathComponent(".build/ircnet-test").path
        let output = try runScript("start.sh", arguments: [directory])
        var values: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        guard let tls = values["IRCS_PORT"].flatMap(Int.init), let plain = values["IRC_PORT"].flatMap(Int.init),
              let ca = values["IRC_CAFILE"], let other = values["IRC_OTHER_CAFILE"] else {
            throw StartFailure(description: "start.sh printed no usable KEY=VALUE lines:\n\(output)")
        }
        return Info(host: values["IRC_HOST"] ?? "127.0.0.1", plainPort: plain, tlsPort: tls, caFile: ca,
                    otherCAFile: other, directory: directory, packageRoot: root)
    }

    /// Blocking work (waiting for a script) runs on its own thread, not the few threads
    /// Swift concurrency shares between all running tests.
    static func runOffPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }

    static func runScriptOffPool(_ name: String, arguments: [String]) async throws {
        _ = try await runOffPool { try runScript(name, arguments: arguments) }
    }

    /// Runs scripts/ircnet/NAME and returns its stdout; a non-zero exit is an error carrying stderr.
    @discardableResult
    static func runScript(_ name: String, arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = packageRoot.appendingPathComponent("scripts/ircnet/\(name)")
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in ports { environment[key] = value }
        environment["IRC_ACCOUNTS"] = accounts
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        do { try process.run() } catch {
            throw StartFailure(description: "cannot run scripts/ircnet/\(name): \(error)")
        }
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StartFailure(description: "scripts/ircnet/\(name) failed (\(process.terminationStatus)); is inspircd/atheme-services installed?\n\(String(decoding: err, as: UTF8.self))")
        }
        return String(decoding: out, as: UTF8.self)
    }
}
