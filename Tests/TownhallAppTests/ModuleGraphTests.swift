import Foundation
import IRCTestNetwork
import Testing

/// README's module graph is the one `scripts/module-graph` reads from the `import` lines: a module
/// that starts importing another shows up here rather than leaving the README's picture of what the
/// bot is made of quietly wrong.
@Suite("README's module graph")
struct ModuleGraphTests {
    @Test func readmeShowsTheGraphTheImportsMake() throws {
        let root = packageRoot()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("module-graph-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: output) }
        let status = try ChildProcess.run("/bin/bash", arguments: [root.appendingPathComponent("scripts/module-graph").path],
                                          environment: ProcessInfo.processInfo.environment,
                                          output: output.path, errors: output.path)
        let graph = try String(contentsOf: output, encoding: .utf8)
        #expect(status == 0, "\(graph)")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(graph), "README.md's mermaid graph differs from scripts/module-graph's output:\n\(graph)")
    }
}
