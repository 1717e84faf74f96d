import Chat
@testable import Civic
import Foundation
import Storage
import Testing

/// `admin status`'s last sync line: per source the last run's result and age beside the age of
/// the data it last brought, read from `sync_run` and `sync_file` as `townhall sync` left them.
@Suite("Admin status of sync sources")
struct AdminStatusSyncTests {
    @Test(arguments: DatabaseKind.allCases)
    func eachSourceShowsItsLastRunAndTheAgeOfItsData(kind: DatabaseKind) async throws {
        let harness = try await CivicHarness(kind, seedDemo: false)
        let now = harness.clock.now()
        let database = harness.database
        try await database.recordSyncedFile(SyncedFile(url: "https://example.org/zccd.csv", source: "districts", etag: nil,
                                                       lastModified: nil, byteCount: 1, importedAt: now.addingTimeInterval(-3 * 86_400)))
        try await database.recordSyncRun(SyncRun(source: "districts", startedAt: now.addingTimeInterval(-301),
                                                 finishedAt: now.addingTimeInterval(-300), result: .unchanged, rows: 0))
        try await database.recordSyncRun(SyncRun(source: "openstates", startedAt: now.addingTimeInterval(-7_300),
                                                 finishedAt: now.addingTimeInterval(-7_200), result: .imported, rows: 486))
        try await database.recordSyncRun(SyncRun(source: "votes-house", startedAt: now.addingTimeInterval(-120),
                                                 finishedAt: now.addingTimeInterval(-60), result: .failed,
                                                 failureKind: "unreachable", rows: 0))
        let screen = AdminScreen(database: database)
        let core = ChatCore(commands: CivicCommands.all(database: database, screen: screen), clock: harness.clock,
                            permissions: StaticPermissions(admins: ["root"]), screen: screen)
        let replies = await core.handle(ChatEvent(network: CivicHarness.network, sender: ChatSender(nick: "root", account: "root"),
                                                  place: .direct, text: "admin status")).map(\.text)
        // The clock moved on by the time the command ran: ages are read at the command's time.
        #expect(replies.last == "Last sync: districts unchanged 5m ago, data from 3d ago; openstates imported 486 rows 2h ago; "
            + "votes-house failed (unreachable) 1m ago.", "\(replies)")
    }
}
