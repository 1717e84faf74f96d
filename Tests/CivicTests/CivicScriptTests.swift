import Chat
import Foundation
import Testing

/// Plays the civic conversation scripts (the user reference in commands/) in-process.
@Suite("Civic conversation scripts")
struct CivicScriptTests {
    @Test(arguments: ["members.convo", "profile.convo", "about.convo"])
    func scriptPasses(_ name: String) async throws {
        let url = CivicScriptEnvironment.packageRoot.appendingPathComponent("commands/\(name)")
        let result = await ScriptRunner().play(contentsOf: url, displayPath: "commands/\(name)",
                                               in: try CivicScriptEnvironment())
        #expect(result.passed, "\(result.report)")
    }
}
