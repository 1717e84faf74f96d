import Foundation

/// Helpers for test targets: play every script of a folder, and find registered commands
/// that no script uses.
public enum ScriptSuite {
    /// The package root above `filePath` (pass `#filePath`): the first folder holding Package.swift.
    public static func packageRoot(from filePath: String) -> URL? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    /// The *.convo files of `directory`, sorted by name.
    public static func scriptFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "convo" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Plays each script of `directory` in a fresh environment; results in file order.
    /// An unreadable folder yields one failed result rather than an empty (passing) list.
    public static func playAll(
        in directory: URL,
        runner: ScriptRunner = ScriptRunner(),
        makeEnvironment: @Sendable () async throws -> any ScriptEnvironment
    ) async -> [ScriptResult] {
        let files: [URL]
        do {
            files = try scriptFiles(in: directory)
        } catch {
            return [ScriptResult(path: directory.path, title: "scripts", turnsPlayed: 0,
                                 failure: ScriptFailure(path: directory.path, line: 0, message: "\(error)"))]
        }
        var results: [ScriptResult] = []
        for file in files {
            let shown = "\(directory.lastPathComponent)/\(file.lastPathComponent)"
            do {
                let environment = try await makeEnvironment()
                results.append(await runner.play(contentsOf: file, displayPath: shown, in: environment))
            } catch {
                results.append(ScriptResult(path: shown, title: file.lastPathComponent, turnsPlayed: 0,
                                            failure: ScriptFailure(path: shown, line: 0, message: "environment: \(error)")))
            }
        }
        return results
    }

    /// Parses every script of `directory`; a file that does not parse is an error.
    public static func parseAll(in directory: URL) throws -> [ConversationScript] {
        try scriptFiles(in: directory).map { file in
            try ScriptParser.parse(contentsOf: file, displayPath: "\(directory.lastPathComponent)/\(file.lastPathComponent)")
        }
    }

    /// Names of registered commands that no `#me` turn of `scripts` calls, sorted.
    public static func commandsWithoutScript(
        registry: CommandRegistry, scripts: [ConversationScript], prefix: String = "!", botNick: String = "townhall"
    ) -> [String] {
        let parser = MessageParser(prefix: prefix, botNick: botNick, foldCase: { $0.lowercased() })
        var used = Set<String>()
        for turn in scripts.flatMap(\.turns) {
            if let text = parser.commandText(turn.text, in: turn.place),
               let (command, _) = registry.resolve(text) {
                used.insert(command.spec.name)
            }
        }
        return registry.specs.map(\.name).filter { !used.contains($0) }.sorted()
    }
}
