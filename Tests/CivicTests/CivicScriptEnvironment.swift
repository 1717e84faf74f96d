import Chat
import Civic
import Foundation
import Import
import Storage

/// Plays scripts against the civic commands on a fresh temporary database. `#setup` knows
/// `demo`, `import legislators PATH` and `import districts PATH` (PATH relative to the package root).
struct CivicScriptEnvironment: ScriptEnvironment {
    struct UnknownSetup: Error, CustomStringConvertible {
        var line: String
        var description: String { "unknown setup line: \(line)" }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let database: TownhallDatabase

    init() throws {
        database = try TownhallDatabase.temporary()
    }

    func makeCore(clock: ManualClock) async throws -> ChatCore {
        ChatCore(commands: CivicCommands.all(database: database), clock: clock)
    }

    func runSetup(_ line: String) async throws {
        let words = line.split(separator: " ").map(String.init)
        switch words.first {
        case "demo" where words.count == 1:
            try await DemoData.seed(into: database)
        case "import" where words.count == 3 && words[1] == "legislators":
            try await LegislatorsImporter.importFile(at: path(words[2]), into: database)
        case "import" where words.count == 3 && words[1] == "districts":
            try await DistrictsImporter.importFile(at: path(words[2]), into: database)
        default:
            throw UnknownSetup(line: line)
        }
    }

    private func path(_ relative: String) -> String {
        Self.packageRoot.appendingPathComponent(relative).standardizedFileURL.path
    }
}
