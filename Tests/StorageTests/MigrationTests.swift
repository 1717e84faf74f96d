import Foundation
import GRDB
@testable import Storage
import Testing

@Suite("Migrations and files")
struct MigrationTests {
    /// Every migration, in order: the shipped ones of `MigrationDigests` (the digest test holds
    /// that table to `StorageMigrations.ordered`, and prints the line a new migration adds), so a
    /// new migration is named in no second list here.
    static let names = MigrationDigests.shipped.map(\.name)

    @Test func appliesEveryNamedMigrationOnceAndInOrder() throws {
        let database = try TownhallDatabase.temporary()
        #expect(TownhallDatabase.knownMigrations == Self.names)
        #expect(try database.appliedMigrations() == TownhallDatabase.knownMigrations)
        try database.migrate()
        #expect(try database.appliedMigrations() == TownhallDatabase.knownMigrations)
    }

    @Test func aFileMigratedByANewerTownhallIsRefused() throws {
        let database = try TownhallDatabase.temporary()
        let path = try #require(database.path)
        try database.writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        #expect(throws: StorageError.newerDatabase(unknownMigrations: ["v99-from-the-future"])) {
            try TownhallDatabase(path: path)
        }
    }

    @Test func reopeningAFileKeepsItsData() async throws {
        let first = try TownhallDatabase.temporary()
        let path = try #require(first.path)
        try await first.replaceZipDistricts([ZipDistrict(zcta: "82001", state: "WY", stateFIPS: "56", districtNumber: 0)])
        let second = try TownhallDatabase(path: path)
        #expect(try await second.reading { try $0.zipDistrictCount() } == 1)
    }

    @Test func fileDatabasesUseWriteAheadLogging() throws {
        let database = try TownhallDatabase.temporary()
        let mode = try database.writer.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
    }

    @Test func onlineBackupCopiesACommittedSnapshotWhileWritesGoOn() async throws {
        let database = try TownhallDatabase.temporary()
        let account = AccountIdentity(network: "test", name: "alice")
        try await database.updateProfile(of: account, at: Date()) { $0.bio = "before backup" }
        let backupPath = FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-backup-\(UUID().uuidString).sqlite").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: backupPath + suffix) }
        }
        async let write: Void = {
            for index in 0..<50 {
                try await database.updateProfile(of: AccountIdentity(network: "test", name: "u\(index)"), at: Date()) {
                    $0.bio = "writer \(index)"
                }
            }
        }()
        try database.backup(to: backupPath)
        try await write
        let copy = try TownhallDatabase(path: backupPath)
        #expect(try await copy.reading { try $0.profile(of: account) }?.bio == "before backup")
        #expect(try copy.appliedMigrations() == TownhallDatabase.knownMigrations)
        try await copy.close()
    }

    @Test func backupRefusesToOverwriteAFile() throws {
        let database = try TownhallDatabase.temporary()
        let path = try #require(database.path)
        #expect(throws: StorageError.backupDestinationExists(path)) { try database.backup(to: path) }
    }
}
