import Foundation
import Import
import Storage

/// `townhall import KIND PATH…`: one transaction per import (several votes or bills files and
/// directories are one import), progress on a terminal, a summary line.
public enum DataImportRunner {
    /// Legislators, their offices, their social media and ZIP districts each come as one complete
    /// file that replaces the table.
    public struct OneFileOnly: Error, CustomStringConvertible {
        public var kind: DataKind
        public var description: String {
            "\(kind.rawValue) takes exactly one file (the complete list); only votes and bills take several paths"
        }
    }

    /// Roll calls taken longer ago than this are history: imported without alerts, so a first
    /// import or sync of past sessions does not send followers a DM per old vote.
    public static let alertWindow: TimeInterval = 7 * 24 * 3600

    /// Imports into `database` — an SQLite file or a `postgres://` URL with its `password`, opened
    /// as `serve`, `migrate` and `sync` open it — prints the summary line and closes the database.
    public static func run(kind: DataKind, paths: [String], database location: String, password: String?) async throws {
        let database = try await DatabaseOpener.open(location, password: password)
        do {
            let progress = TerminalProgress.handlerIfInteractive(label: kind.rawValue)
            let summary = try await importFiles(kind: kind, paths: paths, into: database, progress: progress)
            try? await database.close()
            print("\(kind.rawValue): " + summary)
        } catch {
            try? await database.close()
            throw error
        }
    }

    /// Imports `paths` as `kind` in one transaction and returns what changed, in words. Votes and
    /// bills take any number of files and directories; every path is checked before anything is
    /// read or written.
    public static func importFiles(kind: DataKind, paths: [String], into database: TownhallDatabase,
                                   progress: ImportProgressHandler?) async throws -> String {
        switch kind {
        case .legislators:
            let summary = try await LegislatorsImporter.importFile(at: try onlyPath(paths, kind), into: database, progress: progress)
            return "\(summary.added) added, \(summary.updated) updated, \(summary.leftOffice) no longer serving"
        case .districtOffices:
            let summary = try await DistrictOfficesImporter.importFile(at: try onlyPath(paths, kind), into: database, progress: progress)
            return "\(summary.entries) offices of \(summary.members) members"
        case .socialMedia:
            let summary = try await SocialMediaImporter.importFile(at: try onlyPath(paths, kind), into: database, progress: progress)
            return "\(summary.entries) accounts of \(summary.members) members"
        case .districts:
            let rows = try await DistrictsImporter.importFile(at: try onlyPath(paths, kind), into: database, progress: progress)
            return "\(rows) ZIP-to-district rows"
        case .votes:
            let summary = try await VotesImporter.importFiles(at: paths.map(URL.init(fileURLWithPath:)), into: database,
                                                              quietBefore: Date().addingTimeInterval(-alertWindow),
                                                              progress: progress)
            return "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged, "
                + "\(summary.castsWritten) casts written, \(summary.notificationsQueued) notifications queued"
        case .bills:
            let summary = try await BillStatusImporter.importFiles(at: paths.map(URL.init(fileURLWithPath:)), into: database,
                                                                   progress: progress)
            return "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged"
        case .vip:
            let summary = try await VIPImporter.importFile(at: URL(fileURLWithPath: try onlyPath(paths, kind)), into: database,
                                                           progress: progress)
            return "feed \(summary.sourceKey) \(summary.replaced ? "replaced" : "added"): \(summary.elections) elections, "
                + "\(summary.pollingLocations) polling places, \(summary.precincts) precincts, "
                + "\(summary.streetSegments) street segments, \(summary.contests) contests, "
                + "\(summary.candidates) candidates, \(summary.zips) ZIPs"
        }
    }

    private static func onlyPath(_ paths: [String], _ kind: DataKind) throws(OneFileOnly) -> String {
        guard paths.count == 1, let path = paths.first else { throw OneFileOnly(kind: kind) }
        return path
    }
}
