import Foundation
@testable import Storage
import Testing

/// What `/metrics` reads from the database at each scrape, and `/readyz`'s write probe, on both
/// engines.
@Suite("Service figures")
struct ServiceFiguresStorageTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("an empty database has no figures; the write probe commits and leaves nothing", arguments: DatabaseKind.allCases)
    func empty(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.reading { try $0.serviceFigures() } == ServiceFigures())
        try await database.probeWrite(at: date)
        try await database.probeWrite(at: date)
        #expect(try await database.reading { try $0.tx.value(Int.self, "SELECT COUNT(*) FROM townhall_lock") } == 0)
    }

    @Test("the outbox per network with its oldest alert, the mail queue by status and each sync source's newest import",
          arguments: DatabaseKind.allCases)
    func figures(kind: DatabaseKind) async throws {
        let database = try await OutboxStorageTests().answeredQuestion(kind)  // two alerts on "test"
        let alice = AccountIdentity(network: "test", name: "alice")
        for id in ["one", "two"] {
            try await database.queueMail(OutgoingMail(purpose: .confirmation, to: "a@example.org", subject: "code", body: "1",
                                                      messageID: "<\(id)@example.org>"), for: alice, at: date)
        }
        try await database.recordSyncedFile(SyncedFile(url: "https://example.org/a.yaml", source: "legislators", etag: nil,
                                                       lastModified: nil, byteCount: 1, importedAt: date))
        try await database.recordSyncSeriesPosition(series: "house-2025", source: "votes", number: 3,
                                                    at: date.addingTimeInterval(60))
        let figures = try await database.reading { try $0.serviceFigures() }
        #expect(figures.outboxDepth == ["test": 2])
        #expect(figures.outboxOldest == ["test": date])
        #expect(figures.mailByStatus == ["queued": 2])
        #expect(figures.mailAttemptsByStatus == ["queued": 0])
        #expect(figures.syncImportedAt == ["legislators": date, "votes": date.addingTimeInterval(60)])
        #expect(figures.lastSyncRun.isEmpty)
    }

    @Test("each source's latest run, and runs older than the keeping period forgotten", arguments: DatabaseKind.allCases)
    func lastSyncRuns(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "syncruns")
        let old = SyncRun(source: "votes", startedAt: date.addingTimeInterval(-TownhallDatabase.syncRunsKept - 60),
                          finishedAt: date.addingTimeInterval(-TownhallDatabase.syncRunsKept), result: .imported, rows: 4)
        let imported = SyncRun(source: "votes", startedAt: date, finishedAt: date.addingTimeInterval(2), result: .imported, rows: 12)
        let failed = SyncRun(source: "votes", startedAt: date.addingTimeInterval(3600), finishedAt: date.addingTimeInterval(3601),
                             result: .failed, failureKind: "unreachable", rows: 0)
        let unchanged = SyncRun(source: "legislators", startedAt: date, finishedAt: date.addingTimeInterval(1),
                                result: .unchanged, rows: 0)
        for run in [old, imported, failed, unchanged] { try await database.recordSyncRun(run) }
        #expect(try await database.reading { try $0.serviceFigures() }.lastSyncRun == ["votes": failed, "legislators": unchanged])
        #expect(try await database.reading { try $0.tx.value(Int.self, "SELECT COUNT(*) FROM sync_run WHERE source = 'votes'") } == 2)
    }
}
