import Chat
import Foundation

/// `townhall converse FILE…`: plays scripts in-process and prints pass/fail with a diff.
public enum ScriptPlayer {
    /// Returns true when every script passed. Paths in scripts (setup imports) are relative to
    /// the current directory, which is the package root when run with `swift run`.
    public static func playInProcess(files: [String], root: URL? = nil) async throws -> Bool {
        let root = root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var failures = 0
        for file in files {
            let environment = try AppScriptEnvironment(root: root)
            let result = await ScriptRunner().play(contentsOf: URL(fileURLWithPath: file), displayPath: file, in: environment)
            print(result.report)
            if !result.passed { failures += 1 }
        }
        print("\(files.count - failures) passed, \(failures) failed")
        return failures == 0
    }
}
