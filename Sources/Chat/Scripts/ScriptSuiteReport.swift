import Foundation

/// Everything `swift test` needs to say about a folder of scripts: each script's result and
/// the registered commands that no script calls.
public struct ScriptSuiteReport: Sendable {
    public var results: [ScriptResult]
    public var commandsWithoutScript: [String]

    public var passed: Bool { commandsWithoutScript.isEmpty && results.allSatisfy(\.passed) && !results.isEmpty }

    /// One line per script, the diffs of the failures, and the uncovered commands.
    public var summary: String {
        var lines = results.map(\.report)
        if results.isEmpty { lines.append("no scripts found") }
        if !commandsWithoutScript.isEmpty {
            lines.append("commands without a script: " + commandsWithoutScript.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// Plays every script of `directory` and checks that each command of `registry` is called
    /// by some `#me` turn. Scripts that do not parse fail in `results`.
    public static func check(
        directory: URL,
        registry: CommandRegistry,
        runner: ScriptRunner = ScriptRunner(),
        prefix: String = "!",
        makeEnvironment: @Sendable () async throws -> any ScriptEnvironment
    ) async -> ScriptSuiteReport {
        let results = await ScriptSuite.playAll(in: directory, runner: runner, makeEnvironment: makeEnvironment)
        let scripts = ((try? ScriptSuite.scriptFiles(in: directory)) ?? []).compactMap { file in
            try? ScriptParser.parse(contentsOf: file)
        }
        let missing = ScriptSuite.commandsWithoutScript(
            registry: registry, scripts: scripts, prefix: prefix, botNick: runner.botNick)
        return ScriptSuiteReport(results: results, commandsWithoutScript: missing)
    }
}
