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
        guard try await DataSetupLine.run(line, database: database, root: Self.packageRoot) else {
            throw UnknownSetup(line: line)
        }
    }
}
