import Foundation
import Storage

/// An import of one file that replaces what the file holds (ZIP districts, members, district
/// offices, social media accounts): the file's text is parsed and checked whole, errors naming
/// the file, before one write replaces every row. So a bad file changes nothing, and importing
/// again replaces instead of duplicating. An importer says how to parse and how to write;
/// `importFile` is the same for all.
public protocol WholeFileImporter {
    associatedtype Row
    associatedtype Summary

    /// Parses and checks the file's text; `file` names it in errors. Reports the reading phase.
    static func parse(_ text: String, file: String, progress: ImportProgressHandler?) throws(ImportError) -> [Row]

    /// Replaces the stored rows with `rows`, in one transaction.
    static func write(_ rows: [Row], to database: TownhallDatabase) async throws -> Summary
}

extension WholeFileImporter {
    /// Reads `path` and makes the table match it.
    @discardableResult
    public static func importFile(at path: String, into database: TownhallDatabase,
                                  progress: ImportProgressHandler? = nil) async throws -> Summary {
        let rows = try parse(try ImportSource.text(at: path), file: URL(fileURLWithPath: path).lastPathComponent,
                             progress: progress)
        return try await reportingWrite(of: rows.count, to: progress) { try await write(rows, to: database) }
    }
}
