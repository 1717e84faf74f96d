import Foundation
import Storage

/// Imports roll-call votes from files or directories of files, detecting each file's format:
/// unitedstates `data.json` (a JSON object), Senate LIS XML (`<roll_call_vote>`) or House Clerk
/// EVS XML (`<rollcall-vote>`).
///
/// Every file is read and checked before anything is written; then all roll calls are stored in
/// one transaction. A malformed or truncated file therefore changes nothing, and the error names
/// the file and the line or element. Re-importing is harmless: known roll calls change only for a
/// newer record, and only new roll calls alert followers.
public enum VotesImporter {
    /// Imports the vote file at `url`, or every `.json`/`.xml` file below the directory `url`.
    /// New roll calls taken before `quietBefore` are stored without alerting followers (for a
    /// first import of history); nil alerts on every new roll call.
    @discardableResult
    public static func importFile(at url: URL, into database: TownhallDatabase, quietBefore: Date? = nil,
                                  progress: ImportProgressHandler? = nil) async throws -> RollCallImportSummary {
        try await importFiles(at: [url], into: database, quietBefore: quietBefore, progress: progress)
    }

    /// `importFile(at:)` for several paths (files or directories, as a shell glob gives them),
    /// all in one transaction.
    @discardableResult
    public static func importFiles(at urls: [URL], into database: TownhallDatabase, quietBefore: Date? = nil,
                                   progress: ImportProgressHandler? = nil) async throws -> RollCallImportSummary {
        let files = try ImportFiles.list(at: urls, extensions: [".json", ".xml"])
        var rollCalls: [RollCall] = []
        for (index, file) in files.enumerated() {
            rollCalls.append(try parse(ImportFiles.data(at: file), file: file.lastPathComponent))
            progress?(ImportProgress(phase: .reading, done: index + 1, total: files.count))
        }
        return try await reportingWrite(of: rollCalls.count, to: progress) {
            try await database.storeRollCalls(rollCalls, at: Date(), quietBefore: quietBefore)
        }
    }

    /// `importFile(at:)` for a directory, by name for callers that import a whole tree.
    @discardableResult
    public static func importDirectory(at url: URL, into database: TownhallDatabase, quietBefore: Date? = nil,
                                       progress: ImportProgressHandler? = nil) async throws -> RollCallImportSummary {
        try await importFile(at: url, into: database, quietBefore: quietBefore, progress: progress)
    }

    /// Parses one vote file in any of the three formats. `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(ImportError) -> RollCall {
        switch firstSignificantByte(of: data) {
        case UInt8(ascii: "{"):
            return try UnitedStatesVoteReader.read(data, file: file)
        case UInt8(ascii: "<"):
            let root = try XMLTree.parse(data, file: file)
            switch root.name {
            case "roll_call_vote": return try SenateVoteReader.read(root, file: file)
            case "rollcall-vote": return try HouseClerkVoteReader.read(root, file: file)
            default:
                throw root.error("not a roll-call vote: expected <roll_call_vote> (Senate) or <rollcall-vote> (House)", file: file)
            }
        default:
            throw ImportError(file: file, line: 1, message: "not a vote file: expected data.json, Senate or House Clerk XML")
        }
    }

    /// The first byte that is not whitespace or a UTF-8 byte-order mark.
    static func firstSignificantByte(of data: Data) -> UInt8? {
        let skipped: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF]
        return data.first { !skipped.contains($0) }
    }
}
