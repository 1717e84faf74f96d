import Foundation
import Storage
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The SQLite files hold emails, ZIP codes and letters: the database, its WAL and shared
/// memory, and backups are readable by their owner only, under the common umask 022 (which
/// made them 0644 before). Serialized: the umask is the process's.
@Suite("SQLite files are private (mode 0600)", .serialized)
struct PrivateFileModeTests {
    /// Runs `body` with the umask at 022 and puts the old one back.
    static func underUmask022<T>(_ body: () async throws -> T) async rethrows -> T {
        let old = umask(0o022)
        defer { umask(old) }
        return try await body()
    }

    static func mode(_ path: String) throws -> mode_t {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return mode_t(try #require(attributes[.posixPermissions] as? NSNumber).uint16Value) & 0o777
    }

    static func freshPath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-mode-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent("townhall.sqlite").path
    }

    @Test("a new database, its -wal and -shm, and a backup are created 0600")
    func newFilesArePrivate() async throws {
        try await Self.underUmask022 {
            let path = Self.freshPath()
            let database = try TownhallDatabase(path: path)  // migrates: the WAL and SHM exist now
            try await database.updateProfile(of: AccountIdentity(network: "test", name: "alice"), at: Date()) { $0.bio = "a private line" }
            for file in [path, path + "-wal", path + "-shm"] {
                let mode = try Self.mode(file)
                #expect(mode == 0o600, "\(file): \(String(mode, radix: 8))")
            }
            let backup = Self.freshPath()
            try FileManager.default.createDirectory(atPath: (backup as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try database.backup(to: backup)
            let mode = try Self.mode(backup)
            #expect(mode == 0o600, "\(String(mode, radix: 8))")
        }
    }

    @Test("an existing database readable by others is tightened to 0600 when opened")
    func existingFileIsTightened() async throws {
        try await Self.underUmask022 {
            let path = Self.freshPath()
            _ = try TownhallDatabase(path: path)
            for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
            }
            #expect(try Self.mode(path) == 0o644)
            let reopened = try TownhallDatabase(path: path)
            try await reopened.updateProfile(of: AccountIdentity(network: "test", name: "bob"), at: Date()) { $0.bio = "again" }
            for file in [path, path + "-wal", path + "-shm"] {
                let mode = try Self.mode(file)
                #expect(mode == 0o600, "\(file): \(String(mode, radix: 8))")
            }
        }
    }
}
