import Foundation
import Storage
import Yams

/// Imports the unitedstates/congress-legislators `legislators-current.yaml`: one entry per sitting
/// member; the last term of each entry is the current one.
///
/// The whole file is read and checked before anything is written, then written in one
/// transaction, so a bad file changes nothing. Members missing from the file are kept but marked
/// not in office (see `MemberImportSummary.leftOffice`).
public enum LegislatorsImporter {
    /// Reads `path` and makes the member table match it.
    @discardableResult
    public static func importFile(at path: String, into database: TownhallDatabase,
                                  progress: ImportProgressHandler? = nil) async throws -> MemberImportSummary {
        let text = try ImportSource.text(at: path)
        let members = try parse(text, file: URL(fileURLWithPath: path).lastPathComponent, progress: progress)
        return try await database.replaceMembers(members) { done, total in
            progress?(ImportProgress(phase: .writing, done: done, total: total))
        }
    }

    /// Parses and checks the YAML text. `file` names the source in errors.
    public static func parse(_ text: String, file: String,
                             progress: ImportProgressHandler? = nil) throws(ImportError) -> [Member] {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ImportError(file: file, line: Self.line(of: error), message: "not valid YAML (\(Self.problem(of: error)))")
        } catch {
            throw ImportError(file: file, message: "not valid YAML (\(error))")
        }
        guard let root, case .sequence(let entries) = root else {
            throw ImportError(file: file, line: 1, message: "expected a list of legislators")
        }
        guard !entries.isEmpty else {
            throw ImportError(file: file, line: 1, message: "the list of legislators is empty")
        }
        var members: [Member] = []
        members.reserveCapacity(entries.count)
        var lineOfBioguide: [MemberID: Int] = [:]
        for (index, entry) in entries.enumerated() {
            let reader = LegislatorEntryReader(entry: entry, index: index + 1, file: file)
            let member = try reader.member()
            if let earlier = lineOfBioguide[member.bioguideID] {
                throw reader.error("bioguide id \(member.bioguideID) already used by the entry at line \(earlier)")
            }
            lineOfBioguide[member.bioguideID] = reader.line
            members.append(member)
            if index % 100 == 0 { progress?(ImportProgress(phase: .reading, done: index, total: entries.count)) }
        }
        progress?(ImportProgress(phase: .reading, done: entries.count, total: entries.count))
        return members
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            mark.line
        default:
            nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            problem
        default:
            "\(error)".split(separator: "\n").first.map(String.init) ?? "unknown problem"
        }
    }
}
