import Chat
import Foundation
import HTTPTestServer
import Testing

/// The real `townhall sync` executable, as cron runs it: output lines and exit status.
@Suite("townhall sync, the command")
struct SyncCommandTests {
    static let executable = ScriptSuite.packageRoot(from: #filePath)!.appendingPathComponent(".build/debug/townhall")

    /// Runs the executable with stdout and stderr captured in files; returns status and both texts.
    func townhall(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let outputFile = folder.appendingPathComponent("stdout"), errorFile = folder.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: outputFile, encoding: .utf8),
                try String(contentsOf: errorFile, encoding: .utf8))
    }

    func configuration(server: TestFileServer, database: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString).yaml")
        try """
            database: \(database)
            networks: [{name: local, host: 127.0.0.1, nick: townhall}]
            sync:
              retries: 1
              retry_delay_seconds: 0.01
              sources:
                - {name: legislators, kind: legislators, url: "\(server.url(SyncHarness.legislatorsPath))"}
                - {name: districts, kind: districts, url: "\(server.url(SyncHarness.districtsPath))"}
            """.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    @Test func printsALinePerSourceAndFailsWithAClearLineWhenASourceIsDown() async throws {
        let harness = try await SyncHarness.start()
        let config = try configuration(server: harness.server, database: harness.databasePath)

        let first = try townhall(["sync", "--config", config])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output == "legislators: 537 added, 0 updated, 0 no longer serving\ndistricts: 42033 ZIP-to-district rows\n")

        let second = try townhall(["sync", "--config", config, "--source", "districts"])
        #expect(second.status == 0)
        #expect(second.output == "districts: unchanged since the last sync\n")

        try await harness.server.shutdown()
        let down = try townhall(["sync", "--config", config])
        #expect(down.status == 1)
        #expect(down.output == "legislators: FAILED\ndistricts: FAILED\n")
        #expect(down.errors.contains(
            "sync: legislators: cannot reach 127.0.0.1 (connection refused) — nothing changed, will retry next run\n"))
        #expect(down.errors.contains("— retrying (1 of 1)\n"))
    }

    @Test(arguments: [
        (["sync", "--source", "nope", "--database", "/tmp/unused-\(UUID().uuidString).sqlite"], Int32(1),
         "sync: no sync source named 'nope'; the configured sources are legislators, district-offices, social-media, districts, votes-senate, votes-house, bills"),
        (["sync", "--config", "/nonexistent/townhall.yaml"], Int32(78), "townhall: configuration: cannot read"),
    ])
    func badInvocationsSayWhatIsWrong(arguments: [String], status: Int32, message: String) throws {
        let result = try townhall(arguments)
        #expect(result.status == status)
        #expect(result.errors.hasPrefix(message), "\(result.errors)")
    }
}
