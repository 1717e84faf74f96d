import Chat
import Foundation
import LiveScripts

/// `townhall converse FILE…`: plays scripts in-process and prints pass/fail with a diff.
public enum ScriptPlayer {
    /// Returns true when every script passed. Paths in scripts (setup imports) are relative to
    /// the current directory, which is the package root when run with `swift run`.
    public static func playInProcess(files: [String], root: URL? = nil) async throws -> Bool {
        let root = root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        return await play(files) { file in
            let environment = try AppScriptEnvironment(root: root)
            return await ScriptRunner().play(contentsOf: URL(fileURLWithPath: file), displayPath: file, in: environment)
        }
    }

    /// Plays each script against a running bot on a Matrix homeserver.
    public static func playLive(files: [String], runner: MatrixScriptRunner) async throws -> Bool {
        await play(files) { file in
            let script = try ScriptParser.parse(contentsOf: URL(fileURLWithPath: file), displayPath: file)
            return await runner.play(script)
        }
    }

    /// Plays each script against a running bot on a real IRC network.
    public static func playLive(files: [String], runner: IRCScriptRunner) async throws -> Bool {
        await play(files) { file in
            let script = try ScriptParser.parse(contentsOf: URL(fileURLWithPath: file), displayPath: file)
            return await runner.play(script)
        }
    }

    private static func play(_ files: [String], with play: (String) async throws -> ScriptResult) async -> Bool {
        var failures = 0
        for file in files {
            do {
                let result = try await play(file)
                print(result.report)
                if !result.passed { failures += 1 }
            } catch {
                print("\(file): \(error)")
                failures += 1
            }
        }
        print("scripts: \(files.count - failures) passed, \(failures) failed")
        return failures == 0
    }
}
