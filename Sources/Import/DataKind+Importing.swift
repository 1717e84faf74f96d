import Foundation
import Storage

extension DataKind {
    /// Roll calls taken longer ago than this are history: imported without alerts, so a first
    /// import or sync of past sessions does not send followers a DM per old vote.
    public static let alertWindow: TimeInterval = 7 * 24 * 3600

    /// Legislators, their offices, their social media, ZIP districts and a VIP feed each come as
    /// one complete file that replaces what it covers; votes, bills, Open States folders and
    /// state district files take several paths.
    public struct OneFileOnly: Error, CustomStringConvertible {
        public var kind: DataKind
        public var description: String {
            "\(kind.rawValue) takes exactly one file (the complete list); only votes, bills, openstates and state-districts take several paths"
        }
    }

    /// Imports `paths` as this kind in one transaction and returns what changed, in words: the one
    /// place a kind meets its importer, for `townhall import` and for `sync` alike. Votes, bills,
    /// Open States people and state districts take any number of files and directories; every path is checked before anything is read
    /// or written.
    public func importFiles(paths: [String], into database: TownhallDatabase,
                            progress: ImportProgressHandler?) async throws -> String {
        try await importData(paths: paths, into: database, progress: progress).line
    }

    /// `importFiles`, with the number of records written beside the words (what `sync` records
    /// of each run).
    public func importData(paths: [String], into database: TownhallDatabase,
                           progress: ImportProgressHandler?) async throws -> ImportedData {
        switch self {
        case .legislators:
            let summary = try await LegislatorsImporter.importFile(at: try onlyPath(paths), into: database, progress: progress)
            return ImportedData(line: "\(summary.added) added, \(summary.updated) updated, \(summary.leftOffice) no longer serving",
                                rows: summary.added + summary.updated)
        case .districtOffices:
            let summary = try await DistrictOfficesImporter.importFile(at: try onlyPath(paths), into: database, progress: progress)
            return ImportedData(line: "\(summary.entries) offices of \(summary.members) members", rows: summary.entries)
        case .socialMedia:
            let summary = try await SocialMediaImporter.importFile(at: try onlyPath(paths), into: database, progress: progress)
            return ImportedData(line: "\(summary.entries) accounts of \(summary.members) members", rows: summary.entries)
        case .districts:
            let rows = try await DistrictsImporter.importFile(at: try onlyPath(paths), into: database, progress: progress)
            return ImportedData(line: "\(rows) ZIP-to-district rows", rows: rows)
        case .votes:
            let summary = try await VotesImporter.importFiles(at: paths.map(URL.init(fileURLWithPath:)), into: database,
                                                              quietBefore: Date().addingTimeInterval(-Self.alertWindow),
                                                              progress: progress)
            return ImportedData(line: "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged, "
                                + "\(summary.castsWritten) casts written, \(summary.notificationsQueued) notifications queued",
                                rows: summary.added + summary.updated)
        case .bills:
            let summary = try await BillStatusImporter.importFiles(at: paths.map(URL.init(fileURLWithPath:)), into: database,
                                                                   progress: progress)
            return ImportedData(line: "\(summary.added) added, \(summary.updated) updated, \(summary.unchanged) unchanged",
                                rows: summary.added + summary.updated)
        case .openstates:
            let summary = try await OpenStatesImporter.importFiles(at: paths.map(URL.init(fileURLWithPath:)), into: database,
                                                                   asOf: OfficialDates.dayText(Date()), progress: progress)
            return ImportedData(line: summary.line, rows: summary.stored.stored)
        case .stateDistricts:
            let summary = try await StateDistrictsImporter.importFiles(at: paths.map(URL.init(fileURLWithPath:)), into: database,
                                                                       progress: progress)
            return ImportedData(line: summary.line, rows: summary.stored.stored)
        case .vip:
            let summary = try await VIPImporter.importFile(at: URL(fileURLWithPath: try onlyPath(paths)), into: database,
                                                           progress: progress)
            return ImportedData(
                line: "feed \(summary.sourceKey) \(summary.replaced ? "replaced" : "added"): \(summary.elections) elections, "
                    + "\(summary.pollingLocations) polling places, \(summary.precincts) precincts, "
                    + "\(summary.streetSegments) street segments, \(summary.contests) contests, "
                    + "\(summary.candidates) candidates, \(summary.zips) ZIPs",
                rows: summary.elections + summary.pollingLocations + summary.precincts + summary.streetSegments
                    + summary.contests + summary.candidates)
        }
    }

    private func onlyPath(_ paths: [String]) throws(OneFileOnly) -> String {
        guard paths.count == 1, let path = paths.first else { throw OneFileOnly(kind: self) }
        return path
    }
}
