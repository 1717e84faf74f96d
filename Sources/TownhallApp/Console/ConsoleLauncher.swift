import Chat
import Foundation
import Import
import Storage

/// `townhall` with no arguments: the console on an embedded SQLite database, seeded with the
/// shipped demo dataset on first start so `zip`, `reps` and `rep` answer at once.
public enum ConsoleLauncher {
    public static func run(databasePath: String, account: String?) async throws {
        let database = try TownhallDatabase(path: databasePath)
        if try await DemoData.seedIfEmpty(database) {
            FileHandle.standardError.write(Data("Seeded the demo dataset into \(databasePath)\n".utf8))
        }
        let speaker = account ?? ProcessInfo.processInfo.environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "you"
        let core = TownhallCore.make(database: database, permissions: StaticPermissions(admins: [speaker]))
        let console = ChatConsole(core: core, network: "console", speaker: speaker)
        FileHandle.standardError.write(Data("Database: \(databasePath)\n".utf8))
        await console.run(lines: ChatConsole.standardInputLines())
    }
}
