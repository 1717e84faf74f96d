import Foundation
import Storage

/// `townhall copy --from SRC --to DST`: opens both databases (each an SQLite file or a
/// `postgres://` URL with its own password), copies, and returns the lines to print. Every
/// failure is one line (`DatabaseOpenError`). An SQLite target file the copy created is deleted
/// again when the copy fails, so a failed copy leaves no file that looks like a database.
public enum DatabaseCopyRunner {
    public static func run(from sourceText: String, fromPassword: String?,
                           to targetText: String, toPassword: String?) async throws -> [String] {
        let source = try address(sourceText, password: fromPassword, side: "source")
        let target = try address(targetText, password: toPassword, side: "target")
        guard source.identity != target.identity else {
            throw DatabaseOpenError(line: DatabaseCopyError.sameDatabase(source.description).description)
        }
        if case .sqlite(let path) = source, !FileManager.default.fileExists(atPath: path) {
            throw DatabaseOpenError(line: "no SQLite database at \(path) (the source must exist)")
        }
        var createdFile: String?
        if case .sqlite(let path) = target, !FileManager.default.fileExists(atPath: path) { createdFile = path }
        do {
            return try await copy(from: source, to: target)
        } catch {
            if let createdFile { removeSQLiteFile(createdFile) }
            if let error = error as? DatabaseOpenError { throw error }
            throw DatabaseOpenError(line: "\(error)")
        }
    }

    private static func copy(from source: DatabaseAddress, to target: DatabaseAddress) async throws -> [String] {
        let from = try await open(source, side: "source")
        do {
            let to = try await open(target, side: "target")
            do {
                let report = try await DatabaseCopy.copy(from: from, to: to)
                try await to.close()
                try await from.close()
                return report.lines + ["copied \(from.locationDescription) to \(to.locationDescription)"]
            } catch {
                try? await to.close()
                throw error
            }
        } catch {
            try? await from.close()
            throw error
        }
    }

    /// Reads one side's address; a wrong URL names the side.
    private static func address(_ text: String, password: String?, side: String) throws(DatabaseOpenError) -> DatabaseAddress {
        do {
            return try DatabaseOpener.address(text, password: password)
        } catch {
            throw DatabaseOpenError(line: "\(side): \(error.line)")
        }
    }

    /// Opens without migrating (the copy migrates the target as far as the source, no further);
    /// a failure names the side.
    private static func open(_ address: DatabaseAddress, side: String) async throws -> TownhallDatabase {
        do {
            return try await DatabaseOpener.open(address, migrate: false)
        } catch let error as DatabaseOpenError {
            throw DatabaseOpenError(line: "\(side): \(error.line)")
        }
    }

    private static func removeSQLiteFile(_ path: String) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
