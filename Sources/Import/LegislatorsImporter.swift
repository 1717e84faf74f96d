import Foundation
import Storage

/// Imports the unitedstates/congress-legislators `legislators-current.yaml`: one entry per sitting
/// member; the last term of each entry is the current one.
///
/// The whole file is read and checked before anything is written, then written in one
/// transaction, so a bad file changes nothing. Members missing from the file are kept but marked
/// not in office (see `MemberImportSummary.leftOffice`).
public enum LegislatorsImporter: WholeFileImporter {
    public static func write(_ members: [Member], to database: TownhallDatabase) async throws -> MemberImportSummary {
        try await database.replaceMembers(members)
    }

    /// Parses and checks the YAML text. `file` names the source in errors.
    public static func parse(_ text: String, file: String,
                             progress: ImportProgressHandler? = nil) throws(ImportError) -> [Member] {
        let entries = try LegislatorsYAML.entries(in: text, file: file, what: "legislators")
        _ = try LegislatorsYAML.bioguideIDs(of: entries, file: file, expecting: "id, name and terms")
        var members: [Member] = []
        members.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            members.append(try LegislatorEntryReader(entry: entry, index: index + 1, file: file).member())
            if index % 100 == 0 { progress?(ImportProgress(phase: .reading, done: index, total: entries.count)) }
        }
        progress?(ImportProgress(phase: .reading, done: entries.count, total: entries.count))
        return members
    }
}
