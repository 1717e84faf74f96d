import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let task = Task { try await Self.start() }
        starting = task
        return try await task.value
    }

    /// Package root: this file is Tests/IRCClientTests/Support/TestNetwork.swift.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private static func start() async throws -> Info {
        let root = packageRoot
        let directory = root.appendingPathComponent(".build/ircnet-test").path
        let output = try await runScript("start.sh", arguments: [directory])
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

    /// Runs scripts/ircnet/NAME and returns its stdout; a non-zero exit is an error carrying
    /// stderr. Spawned and reaped by hand (posix_spawn + waitpid on its own thread):
    /// Foundation's Process never noticed this script's exit once it had restarted InspIRCd.
    @discardableResult
    static func runScript(_ name: String, arguments: [String]) async throws -> String {
        let script = packageRoot.appendingPathComponent("scripts/ircnet/\(name)").path
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("ircnet-\(UUID().uuidString)").path
        let (outPath, errPath) = (base + ".out", base + ".err")
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in ports { environment[key] = value }
        environment["IRC_ACCOUNTS"] = accounts
        let argv = ["/bin/bash", "-c", "exec \"$0\" \"$@\" >'\(outPath)' 2>'\(errPath)'", script] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            Thread.detachNewThread {
                var pid = pid_t()
                let cArgs = argv.map { strdup($0) } + [nil]
                let cEnv = envp.map { strdup($0) } + [nil]
                defer { (cArgs + cEnv).forEach { free($0) } }
                let spawned = posix_spawn(&pid, "/bin/bash", nil, nil, cArgs, cEnv)
                guard spawned == 0 else {
                    continuation.resume(throwing: StartFailure(description: "cannot run \(script): errno \(spawned)"))
                    return
                }
                var raw: Int32 = 0
                while waitpid(pid, &raw, 0) == -1, errno == EINTR {}
                // exit status lives in bits 8-15 when the child exited normally
                continuation.resume(returning: (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f))
            }
        }
        let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        guard status == 0 else {
            let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw StartFailure(description: "scripts/ircnet/\(name) failed (\(status)); is inspircd/atheme-services installed?\n\(err)")
        }
        return out
    }
}
