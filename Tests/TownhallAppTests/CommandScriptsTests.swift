import Chat
import Foundation
import PostgresTestServer
import Storage
import Testing
@testable import TownhallApp

/// Every conversation script in commands/ is played in-process against the real core and a
/// real SQLite file — the scripts are the reference users read AND the tests.
@Suite("Conversation scripts in commands/")
struct CommandScriptsTests {
    static let root = packageRoot()
    static let scripts = (try? ScriptSuite.scriptFiles(in: root.appendingPathComponent("commands"))) ?? []

    @Test("there are scripts to play")
    func scriptsExist() {
        #expect(Self.scripts.count >= 3, "commands/ should hold the conversation scripts")
    }

    @Test("each script passes", arguments: scripts.map(\.lastPathComponent))
    func scriptPasses(file: String) async throws {
        let url = Self.root.appendingPathComponent("commands/\(file)")
        let environment = try AppScriptEnvironment(root: Self.root)
        let result = await ScriptRunner().play(contentsOf: url, displayPath: "commands/\(file)", in: environment)
        #expect(result.passed, "\(result.report)")
    }

    @Test("each script passes on PostgreSQL too", arguments: scripts.map(\.lastPathComponent))
    func scriptPassesOnPostgres(file: String) async throws {
        let server = PostgresTestServer.shared
        let database = try await TownhallDatabase.open(postgres: server.freshDatabaseURL(label: "script"),
                                                       password: server.info().password, maxConnections: 4)
        let url = Self.root.appendingPathComponent("commands/\(file)")
        let environment = AppScriptEnvironment(root: Self.root, database: database)
        let result = await ScriptRunner().play(contentsOf: url, displayPath: "commands/\(file)", in: environment)
        #expect(result.passed, "\(result.report)")
        try await database.close()
    }

    @Test("every registered command has a script")
    func everyCommandHasAScript() throws {
        let core = TownhallCore.make(database: try TownhallDatabase.inMemory())
        let scripts = try ScriptSuite.parseAll(in: Self.root.appendingPathComponent("commands"))
        let missing = ScriptSuite.commandsWithoutScript(registry: core.registry, scripts: scripts)
        #expect(missing.isEmpty, "commands without a conversation script: \(missing.joined(separator: ", "))")
    }

    @Test("a failing script is reported with its line and a diff")
    func failingScriptReports() async throws {
        let script = try ScriptParser.parse("""
            Wrong on purpose

            #me alice #civics
            !ping
            #bot #civics
            alice: pang
            """, path: "inline.convo")
        let result = await ScriptRunner().play(script, in: try AppScriptEnvironment(root: Self.root))
        let failure = try #require(result.failure)
        #expect(failure.line == 3)
        #expect(failure.message.contains("- alice: pang"))
        #expect(failure.message.contains("+ alice: pong"))
    }

    @Test("an unknown setup line fails the script, naming the line")
    func unknownSetup() async throws {
        let script = try ScriptParser.parse("""
            Bad setup

            #setup
            import everything
            #me alice dm
            ping
            #bot dm
            pong
            """, path: "inline.convo")
        let result = await ScriptRunner().play(script, in: try AppScriptEnvironment(root: Self.root))
        #expect(result.failure?.line == 4)
    }
}
