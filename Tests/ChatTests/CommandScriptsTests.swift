import Chat
import Foundation
import Testing

/// Plays the scripts of the built-in commands (the app plays every script of commands/ with
/// the real environment; here only the core's own, with nothing else registered).
@Suite("Scripts of the built-in commands")
struct CommandScriptsTests {
    static let builtInScripts = ["cancel.convo", "help.convo", "more.convo", "ping.convo"]

    static var commandsFolder: URL {
        get throws {
            let root = try #require(ScriptSuite.packageRoot(from: #filePath))
            return root.appendingPathComponent("commands")
        }
    }

    @Test("each built-in script passes", arguments: builtInScripts)
    func plays(file: String) async throws {
        let url = try Self.commandsFolder.appendingPathComponent(file)
        let result = await ScriptRunner().play(contentsOf: url, displayPath: "commands/\(file)", in: TestEnvironment(commands: []))
        #expect(result.passed, "\(result.report)")
        #expect(result.turnsPlayed > 0)
    }

    @Test("every built-in command has a script")
    func coverage() throws {
        let scripts = try Self.builtInScripts.map { file in
            try ScriptParser.parse(contentsOf: try Self.commandsFolder.appendingPathComponent(file))
        }
        let core = ChatCore(commands: [])
        #expect(ScriptSuite.commandsWithoutScript(registry: core.registry, scripts: scripts) == [])
    }

    @Test("a command no script calls is reported, whichever way the scripts call the others")
    func uncovered() throws {
        let script = try ScriptParser.parse("""
            T
            #me a #c
            townhall: PING
            #nothing
            #me a dm
            help me
            #nothing
            #me a #c
            more
            #nothing
            """)
        let core = ChatCore(commands: TestCommands.all)
        let missing = ScriptSuite.commandsWithoutScript(registry: core.registry, scripts: [script])
        // "more" in a channel without the prefix is chatter, so it does not count.
        #expect(missing == ["boom", "cancel", "echo", "forget", "forget me", "list", "more", "notify",
                            "refuse", "shutdown", "topic", "zip"])
    }

    @Test("playAll plays every file of a folder in a fresh environment and reports errors per file")
    func playAll() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Good\n#me a dm\nping\n#bot dm\npong\n".write(to: folder.appendingPathComponent("a.convo"), atomically: true, encoding: .utf8)
        try "Broken\n#me a dm\n".write(to: folder.appendingPathComponent("b.convo"), atomically: true, encoding: .utf8)
        try "not a script".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let results = await ScriptSuite.playAll(in: folder) { TestEnvironment() }
        let name = folder.lastPathComponent
        #expect(results.map(\.report) == [
            "PASS \(name)/a.convo (1 turn)",
            "FAIL \(name)/b.convo\n\(name)/b.convo:2: this #me turn has no message below it",
        ])
        let missing = await ScriptSuite.playAll(in: folder.appendingPathComponent("nope")) { TestEnvironment() }
        #expect(missing.count == 1 && !missing[0].passed)
    }

    @Test("the suite report combines script results and coverage")
    func suiteReport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("convo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "Echo\n#me a dm\necho hi\n#bot dm\nhi\n".write(to: folder.appendingPathComponent("echo.convo"), atomically: true, encoding: .utf8)
        let echo = try #require(TestCommands.all.first { $0.spec.name == "echo" })
        let core = ChatCore(commands: [echo])
        let report = await ScriptSuiteReport.check(directory: folder, registry: core.registry) { TestEnvironment(commands: [echo]) }
        #expect(!report.passed)
        #expect(report.commandsWithoutScript == ["cancel", "help", "more", "ping"])
        #expect(report.summary == "PASS \(folder.lastPathComponent)/echo.convo (1 turn)\ncommands without a script: cancel, help, more, ping")

        let empty = await ScriptSuiteReport.check(directory: folder.appendingPathComponent("none"), registry: core.registry) { TestEnvironment() }
        #expect(!empty.passed)
    }
}
