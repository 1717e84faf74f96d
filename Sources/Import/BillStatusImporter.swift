import Foundation
import Storage

/// Imports bill status XML (BILLSTATUS-117hr5376.xml …) from files or directories of files.
/// Every file is read and checked first, then all bills are stored in one transaction, so a
/// malformed or truncated file changes nothing and the error names the file and the place. A
/// known bill is replaced only by a record with a later `updateDate`.
public enum BillStatusImporter {
    /// Imports the bill status file at `url`, or every `.xml` file below the directory `url`.
    @discardableResult
    public static func importFile(at url: URL, into database: TownhallDatabase,
                                  progress: ImportProgressHandler? = nil) async throws -> BillImportSummary {
        try await importFiles(at: [url], into: database, progress: progress)
    }

    /// `importFile(at:)` for several paths (files or directories, as a shell glob gives them),
    /// all in one transaction.
    @discardableResult
    public static func importFiles(at urls: [URL], into database: TownhallDatabase,
                                   progress: ImportProgressHandler? = nil) async throws -> BillImportSummary {
        let files = try ImportFiles.list(at: urls, extensions: [".xml"])
        var bills: [Bill] = []
        for (index, file) in files.enumerated() {
            bills.append(try parse(ImportFiles.data(at: file), file: file.lastPathComponent))
            progress?(ImportProgress(phase: .reading, done: index + 1, total: files.count))
        }
        return try await reportingWrite(of: bills.count, to: progress) { try await database.storeBills(bills, at: Date()) }
    }

    /// `importFile(at:)` for a directory, by name for callers that import a whole tree.
    @discardableResult
    public static func importDirectory(at url: URL, into database: TownhallDatabase,
                                       progress: ImportProgressHandler? = nil) async throws -> BillImportSummary {
        try await importFile(at: url, into: database, progress: progress)
    }

    /// Parses one bill status file, current or legacy layout. `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(ImportError) -> Bill {
        try BillStatusReader.read(XMLTree.parse(data, file: file), file: file)
    }
}
