import Foundation
import Import
import Storage

/// What `townhall import` and `townhall sync` can read.
public enum DataKind: String, CaseIterable, Sendable {
    case legislators
    case districts
    case votes
    case bills
}

/// `townhall import KIND PATH`: one transaction per import (a votes or bills directory is one
/// import), progress on a terminal, a summary line.
public enum DataImportRunner {
    /// Roll calls taken longer ago than this are history: imported without alerts, so a first
    /// import or sync of past sessions does not send followers a DM per old vote.
    public static let alertWindow: TimeInterval = 7 * 24 * 3600

    public static func run(kind: DataKind, file: String, databasePath: String) async throws {
        let database = try TownhallDatabase(path: databasePath)
        let progress = TerminalProgress.handlerIfInteractive(label: kind.rawValue)
        print("\(kind.rawValue): " + (try await importFile(kind: kind, file: file, into: database, progress: progress)))
    }

    /// Imports `file` (for votes and bills also a directory) as `kind` in one transaction and
    /// returns what changed, in words.
    public static func importFile(kind: DataKind, file: String, into database: TownhallDatabase,
                                  progress: ImportProgressHandler?) async throws -> String {
        switch kind {
        case .legislators:
            let summary = try await LegislatorsImporter.importFile(at: file, into: database, progress: progress)
            return "\(summary.added) added, \(summary.updated) updated, \(summary.leftOffice) no longer serving"
        case .districts:
            let rows = try await DistrictsImporter.importFile(at: file, into: database, progress: progress)
            return "\(rows) ZIP-to-district rows"
        case .votes:
            let summary = try await VotesImporter.importFile(at: url(file), into: database,
                                                             quietBefore: Date().addingTimeInterval(-alertWindow),
                                                             progress: progress)
            return "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged, "
                + "\(summary.castsWritten) casts written, \(summary.notificationsQueued) notifications queued"
        case .bills:
            let summary = try await BillStatusImporter.importFile(at: url(file), into: database, progress: progress)
            return "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged"
        }
    }

    private static func url(_ path: String) -> URL { URL(fileURLWithPath: path) }
}
