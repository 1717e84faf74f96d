import Foundation
import IRCTestNetwork
import MatrixClient

/// The Matrix tests' real end-to-end client: one of the matrix-nio drivers in scripts/nio
/// (`encrypted_dm.py`, `encrypted_room.py`), run in their venv, each printing one JSON line per
/// thing it saw. nio encrypts with vodozemac, so the bot's libolm is checked against another
/// implementation rather than against itself.
enum NioDriver {
    /// A new folder for nio's stores (its Olm account, sessions and room keys), removed by the caller.
    static func newStore() throws -> String {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("nio-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: store, withIntermediateDirectories: true)
        return store
    }

    /// The JSON lines `script` printed, run with `arguments`; throws when it failed (its standard
    /// error, which says what did not come, is in the error).
    static func run(_ script: String, arguments: [String]) async throws -> [MatrixJSON] {
        let output = try await ScriptProcess.run(
            TestServerPaths(kind: "nio", name: "client").script("run.sh"), arguments: [script] + arguments,
            environment: ProcessInfo.processInfo.environment, missing: "is matrix-nio installed (bash scripts/nio/venv.sh)?")
        return output.split(separator: "\n").compactMap { MatrixJSON.decoded(Data($0.utf8)) }
    }

    /// The `{"result": …}` line of an `encrypted_room.py` run.
    static func result(of lines: [MatrixJSON]) throws -> MatrixJSON {
        guard let result = lines.lazy.compactMap({ $0["result"] }).first else {
            throw ScriptProcess.Failure(description: "the nio driver printed no result: \(lines)")
        }
        return result
    }

    /// `name=password` as `encrypted_room.py` takes a person: `name`'s account in `cast`'s run.
    static func person(_ name: String, of cast: MatrixCast) -> String {
        "\(cast.id(name))=\(cast.local(name))pass123"
    }
}
