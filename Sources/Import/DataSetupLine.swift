import Foundation
import Storage

/// The data lines of a conversation script's `#setup` block, for whichever app plays scripts:
/// `demo` (the whole demo seed), `demo STEP…` (some of its steps, e.g. `demo members zips`),
/// `import legislators PATH`, `import district-offices PATH`, `import social-media PATH`,
/// `import districts PATH`, `import votes PATH…`, `import bills PATH…`, `import vip PATH`,
/// `import openstates PATH…`, `import state-districts PATH…` (PATH relative to `root`; for
/// votes, bills, Open States and state districts files or directories, several at once).
public enum DataSetupLine {
    /// Runs `line` against `database`; returns false when the line is not a data line (so the
    /// caller can try its own, such as `admin alice`). Import errors are thrown.
    public static func run(_ line: String, database: TownhallDatabase, root: URL) async throws -> Bool {
        let words = line.split(separator: " ").map(String.init)
        func path(_ relative: String) -> String {
            root.appendingPathComponent(relative).standardizedFileURL.path
        }
        let paths = words.dropFirst(2).map { URL(fileURLWithPath: path($0)) }
        switch (words.first, words.count) {
        case ("demo"?, 1):
            try await DemoData.seed(into: database)
        case ("demo"?, _):
            guard let steps = DemoData.steps(named: Array(words.dropFirst())) else { return false }
            try await DemoData.seed(steps, into: database)
        case ("import"?, 3) where words[1] == "legislators":
            try await LegislatorsImporter.importFile(at: path(words[2]), into: database)
        case ("import"?, 3) where words[1] == "district-offices":
            try await DistrictOfficesImporter.importFile(at: path(words[2]), into: database)
        case ("import"?, 3) where words[1] == "social-media":
            try await SocialMediaImporter.importFile(at: path(words[2]), into: database)
        case ("import"?, 3) where words[1] == "districts":
            try await DistrictsImporter.importFile(at: path(words[2]), into: database)
        case ("import"?, 3...) where words[1] == "votes":
            try await VotesImporter.importFiles(at: paths, into: database)
        case ("import"?, 3) where words[1] == "vip":
            try await VIPImporter.importFile(at: URL(fileURLWithPath: path(words[2])), into: database)
        case ("import"?, 3...) where words[1] == "bills":
            try await BillStatusImporter.importFiles(at: paths, into: database)
        case ("import"?, 3...) where words[1] == "openstates":
            try await OpenStatesImporter.importFiles(at: paths, into: database, asOf: OfficialDates.dayText(Date()))
        case ("import"?, 3...) where words[1] == "state-districts":
            try await StateDistrictsImporter.importFiles(at: paths, into: database)
        default:
            return false
        }
        return true
    }
}
