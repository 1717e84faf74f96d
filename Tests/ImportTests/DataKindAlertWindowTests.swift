import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

@Suite("townhall import and sync: alerts only for recent roll calls")
struct DataKindAlertWindowTests {
    let civic = SharedData.civic

    @Test("a roll call older than the alert window is stored without alerting the bill's followers", arguments: DatabaseKind.allCases)
    func historyIsQuiet(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "app")
        _ = try await DataKind.bills.importFiles(paths: [civic.appendingPathComponent("bills/BILLSTATUS-117hr5376.xml").path],
                                                   into: database, progress: nil)
        let alice = AccountIdentity(network: "libera", name: "alice")
        #expect(try await database.follow(try #require(BillID("hr5376-117")), by: alice, at: Date()))
        let summary = try await DataKind.votes.importFiles(paths: [civic.appendingPathComponent("votes/senate/s325-117.2022.data.json").path],
            into: database, progress: nil)
        #expect(summary.hasPrefix("1 added"))
        #expect(summary.hasSuffix("0 notifications queued"))
        #expect(try await database.reading { try $0.pendingNotifications(for: alice) }.isEmpty)
    }
}
