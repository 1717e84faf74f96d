import Foundation
import Storage

/// `townhall copy --from SRC --to DST`: opens both databases (each an SQLite file or a
/// `postgres://` URL with its own password), copies, and returns the lines to print. Every
/// failure is one line (`DatabaseOpenError`). An SQLite target file the copy created is deleted
/// again when the copy fails, so a failed copy leaves no file that looks like a database.
public enum DatabaseCopyRunner {
    public static func run(from source: String, fromPassword: String?,
                           to target: String, toPassword: String?) async throws -> [String] {
        guard canonical(source) != canonical(target) else {
            throw DatabaseOpenError(line: DatabaseCopyError.sameDatabase(PostgresLocation.redactedURL(source)).description)
        }
        if !PostgresLocation.isPostgresURL(source), !FileManager.default.fileExists(atPath: source) {
            throw DatabaseOpenError(line: "no SQLite database at \(source) (the source must exist)")
        }
        let createdFile = !PostgresLocation.isPostgresURL(target) && !FileManager.default.fileExists(atPath: target)
        do {
            return try await copy(from: source, fromPassword: fromPassword, to: target, toPassword: toPassword)
        } catch {
            if createdFile { removeSQLiteFile(target) }
            if let error = error as? DatabaseOpenError { throw error }
            throw DatabaseOpenError(line: "\(error)")
        }
    }

    private static func copy(from source: String, fromPassword: String?,
                             to target: String, toPassword: String?) async throws -> [String] {
        let from = try await open(source, password: fromPassword, side: "source")
        do {
            let to = try await open(target, password: toPassword, side: "target")
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

    /// Opens without migrating (the copy migrates the target as far as the source, no further);
    /// a failure names the side.
    private static func open(_ location: String, password: String?, side: String) async throws -> TownhallDatabase {
        do {
            return try await DatabaseOpener.open(location, password: password, migrate: false)
        } catch let error as DatabaseOpenError {
            throw DatabaseOpenError(line: "\(side): \(error.line)")
        }
    }

    private static func canonical(_ location: String) -> String {
        guard !PostgresLocation.isPostgresURL(location) else {
            return (try? PostgresLocation(url: location)).map { "\($0.host):\($0.port)/\($0.database)" } ?? location
        }
        return URL(fileURLWithPath: location).standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func removeSQLiteFile(_ path: String) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
