import Foundation
import PostgresTestServer
@testable import SQLStore
@testable import Storage
import Testing

/// Storage's core paths through a real pgbouncer in transaction pooling (`PgBouncerTestServer`:
/// two server sessions per database), from two engines at once, as two bot processes behind one
/// pooler: their transactions interleave on the same two sessions, so any state one left in a
/// session would be met by the other. The URL names the pooler, so a statement that would leave
/// such state fails the test instead of passing by luck. The same checks run on SQLite and
/// PostgreSQL reached directly in `HotRowTests` and `OutboxClaimStorageTests`.
@Suite("Storage through pgbouncer: two processes sharing two server sessions")
struct PgBouncerStorageTests {
    @Test("two processes opening one new database at once migrate it once, through the pooler")
    func migrations() async throws {
        let (url, password) = try await freshDatabase(label: "pgbmigrate")
        async let opening = TownhallDatabase.open(postgres: url, password: password, maxConnections: 4)
        let second = try await TownhallDatabase.open(postgres: url, password: password, maxConnections: 4)
        let first = try await opening
        for database in [first, second] {
            #expect(try await database.appliedMigrationNames() == PostgresMigrator().names)
            #expect(database.postgres?.pooler == .pgbouncer)
        }
        try await first.close()
        try await second.close()
    }

    @Test("upvotes on one question from two processes are counted exactly")
    func upvotes() async throws {
        try await withTwoProcesses(label: "pgbupvotes", HotRowTests().upvotesOfOneQuestionAreCountedExactly)
    }

    @Test("a report filed and liked from two processes is counted exactly")
    func reportLikes() async throws {
        try await withTwoProcesses(label: "pgblikes", HotRowTests().likesOfOneReportAreCountedExactly)
    }

    @Test("outbox claims from two processes never overlap (FOR UPDATE SKIP LOCKED through the pooler)")
    func outboxClaims() async throws {
        try await withTwoProcesses(label: "pgbclaims", OutboxClaimStorageTests().claimsNeverOverlap)
    }

    func freshDatabase(label: String) async throws -> (url: String, password: String) {
        (try await PgBouncerTestServer.shared.freshDatabaseURL(label: label), try await PgBouncerTestServer.shared.password)
    }

    /// Runs `check` on a new migrated database opened through the pooler and a second process's
    /// engine on it (4 connections and 2, against the 2 server sessions the pooler has for the
    /// database), and closes both.
    func withTwoProcesses(label: String,
                          _ check: (TownhallDatabase, TownhallDatabase) async throws -> Void) async throws {
        let (url, password) = try await freshDatabase(label: label)
        let first = try await TownhallDatabase.open(postgres: url, password: password, maxConnections: 4)
        let second = try first.secondProcess()
        try await check(first, second)
        try await first.close()
        try await second.close()
    }
}
