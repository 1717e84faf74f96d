import Foundation
import GRDB
@testable import Storage
import Testing

@Suite("Migrations and files")
struct MigrationTests {
    /// Every migration, in order: a new one is added here and to `StorageMigrations.ordered`
    /// (PostgreSQL's list is checked against this one too, in `PostgresMigrationTests`).
    static let names = ["v1-accounts-profiles", "v1-members-districts", "v2-questions", "v2-question-flags", "v2-question-upvote-counts", "v2-follows", "v2-outbox", "v2-question-top-visible-covering", "v3-last-nick", "v3-bills", "v3-votes", "v3-bill-search", "v3-bill-follows", "v3-sync-state", "v4-incidents", "v4-incidents-bookmarks", "v4-incidents-channel-feeds", "v4-rocks-posts", "v5-letters-templates", "v5-letters-drafts-outbox", "v5-contact-district-offices", "v5-contact-social-accounts", "v5-follows-people", "v6-quiz-scores", "v6-elections-vip", "v7-elections-reminders", "v7-matrix-sync", "v8-lock-leases", "v8-outbox-claims", "v8-feed-claims", "v8-question-upvote-tally", "v8-incident-like-tally", "v9-upvote-budget-refund", "v10-upvote-tally-postgres-only", "v10-like-tally-postgres-only", "v11-letter-template-likes-index", "v11-email-code-counters", "v11-like-tally-forgotten-reports", "v12-matrix-invites"]

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
    }

    @Test func backupRefusesToOverwriteAFile() throws {
        let database = try TownhallDatabase.temporary()
        let path = try #require(database.path)
        #expect(throws: StorageError.backupDestinationExists(path)) { try database.backup(to: path) }
    }
}
