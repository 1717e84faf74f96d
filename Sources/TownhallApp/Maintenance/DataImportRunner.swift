import Foundation
import Import
import Storage

/// `townhall import KIND PATH…`: opens the database as `serve` does, imports with the kind's importer
/// (`DataKind.importFiles`: one transaction per import, several votes or bills files and directories
/// being one import), progress on a terminal, a summary line.
public enum DataImportRunner {
    /// Imports into the database at `address`, opened as `serve`, `migrate` and `sync` open it,
    /// prints the summary line and closes the database.
    public static func run(kind: DataKind, paths: [String], database address: DatabaseAddress) async throws {
        let database = try await DatabaseOpener.open(address)
        do {
            let progress = TerminalProgress.handlerIfInteractive(label: kind.rawValue)
            let summary = try await kind.importFiles(paths: paths, into: database, progress: progress)
            try? await database.close()
            print("\(kind.rawValue): " + summary)
        } catch {
            try? await database.close()
            throw error
        }
    }
}
