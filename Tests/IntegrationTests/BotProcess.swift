import Foundation
import IRCTestNetwork

/// `townhall serve --config FILE` as a child process, as an operator runs it; its output goes to
/// a log file next to the configuration (a pipe nobody reads would block it once full).
///
/// Spawned as a `ChildProcess`, not with Foundation's `Process` (see `ChildProcess`).
struct BotProcess {
    let process: ChildProcess

    /// `environment` adds variables the configuration names (a database password, say).
    static func start(configuration: String, environment: [String: String] = [:]) throws -> BotProcess {
        let log = URL(fileURLWithPath: configuration).deletingLastPathComponent().appendingPathComponent("serve.log")
        let process = try ChildProcess.spawn(
            TestNetwork.packageRoot.appendingPathComponent(".build/debug/townhall").path,
            arguments: ["serve", "--config", configuration],
            environment: ProcessInfo.processInfo.environment.merging(["TEST_BOT_PASSWORD": "botpass123"]) { $1 }
                .merging(environment) { $1 },
            output: log.path, errors: log.path)
        return BotProcess(process: process)
    }

    /// What the process wrote to its log, for a failure message.
    static func log(of configuration: String) -> String {
        let log = URL(fileURLWithPath: configuration).deletingLastPathComponent().appendingPathComponent("serve.log")
        return (try? String(contentsOf: log, encoding: .utf8)) ?? "(no serve.log)"
    }

    /// SIGKILL: no chance to finish a write, close the database or say goodbye.
    func kill() {
        process.send(SIGKILL)
        process.waitUntilExit()
    }

    /// SIGTERM, then wait for it to go.
    func stop() {
        guard process.isRunning else { return }
        process.send(SIGTERM)
        process.waitUntilExit()
    }
}
