import Foundation
import IRCTestNetwork

/// The real `townhall` executable of this checkout (.build/debug/townhall), run as an operator
/// runs it, for the tests of its commands (`sync`, `import`, `backup`, `copy`).
public enum TownhallExecutable {
    public static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/townhall")

    /// Runs it with `arguments` and `environment` added to this process's environment, stdout and
    /// stderr captured in files (a pipe could fill and stall it); returns status and both texts.
    public static func run(_ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, output: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout"), errorFile = folder.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        // Not Foundation's `Process`: see `ChildProcess`.
        let status = try ChildProcess.run(url.path, arguments: arguments,
                                          environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
                                          output: outputFile.path, errors: errorFile.path)
        return (status, try String(contentsOf: outputFile, encoding: .utf8), try String(contentsOf: errorFile, encoding: .utf8))
    }
}
