import Chat
import Civic
import Foundation
import Storage
import Testing

/// Plays the civic conversation scripts (the user reference in commands/) in-process.
@Suite("Civic conversation scripts")
struct CivicScriptTests {
    static let civicScripts = ["members.convo", "profile.convo", "about.convo", "questions.convo", "follows.convo"]

    @Test(arguments: civicScripts)
    func scriptPasses(_ name: String) async throws {
        let url = CivicScriptEnvironment.packageRoot.appendingPathComponent("commands/\(name)")
        let result = await ScriptRunner().play(contentsOf: url, displayPath: "commands/\(name)",
                                               in: try CivicScriptEnvironment())
        #expect(result.passed, "\(result.report)")
    }

    @Test func everyCivicCommandHasAScript() async throws {
        let scripts = try Self.civicScripts.map { name in
            try ScriptParser.parse(contentsOf: CivicScriptEnvironment.packageRoot.appendingPathComponent("commands/\(name)"))
        }
        let core = ChatCore(commands: CivicCommands.all(database: try TownhallDatabase.temporary()))
        let builtIn = Set(ChatCore.builtInCommands.map(\.spec.name))
        let missing = ScriptSuite.commandsWithoutScript(registry: core.registry, scripts: scripts)
        #expect(missing.filter { !builtIn.contains($0) } == [])
    }
}
