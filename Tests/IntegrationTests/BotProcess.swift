import Foundation
import IRCTestNetwork

/// `townhall serve --config FILE` as a child process, as an operator runs it; its output goes to
/// a log file next to the configuration (a pipe nobody reads would block it once full).
struct BotProcess {
    let process: Process

    /// `environment` adds variables to the test's own (a PostgreSQL password, say).
    static func start(configuration: String, environment: [String: String] = [:]) throws -> BotProcess {
        let process = Process()
        process.executableURL = TestNetwork.packageRoot.appendingPathComponent(".build/debug/townhall")
        process.arguments = ["serve", "--config", configuration]
        process.environment = ProcessInfo.processInfo.environment.merging(["TEST_BOT_PASSWORD": "botpass123"]) { $1 }
            .merging(environment) { $1 }
        let log = URL(fileURLWithPath: configuration).deletingLastPathComponent().appendingPathComponent("serve.log")
        if !FileManager.default.fileExists(atPath: log.path) { FileManager.default.createFile(atPath: log.path, contents: nil) }
        let output = try FileHandle(forWritingTo: log)
        output.seekToEndOfFile()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return BotProcess(process: process)
    }

    /// SIGKILL: no chance to finish a write, close the database or say goodbye.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// SIGTERM, then wait for it to go.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
