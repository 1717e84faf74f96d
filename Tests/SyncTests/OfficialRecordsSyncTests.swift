import Foundation
import HTTPTestServer
import Import
import Storage
import Sync
import Testing
import TownhallApp

/// Roll calls and bill status through `townhall sync`: the real official files, served under the
/// names their publishers use, imported by the real importers.
@Suite("Sync of roll calls and bill status")
struct OfficialRecordsSyncTests {
    static let votes = SyncHarness.civic.appendingPathComponent("votes", isDirectory: true)
    static let bills = SyncHarness.civic.appendingPathComponent("bills", isDirectory: true)

    @Test(arguments: [
        ("/legislative/LIS/roll_call_votes/vote{congress}{session}/vote_{congress}_{session}_{number:05}.xml",
         "senate/vote_108_2_00213.xml", "/legislative/LIS/roll_call_votes/vote1082/vote_108_2_00213.xml", 2004, 213, 100),
        ("/evs/{year}/roll{number:03}.xml", "house/clerk-2023-roll037.excerpt.xml", "/evs/2023/roll037.xml", 2023, 37, 8),
    ])
    func officialRollCallXMLIsSyncedUntil404(template: String, file: String, path: String, year: Int,
                                             number: Int, casts: Int) async throws {
        var harness = try await SyncHarness.start()
        harness.server.serve(Self.votes.appendingPathComponent(file), at: path)
        harness.configuration.sources = [SyncSource(
            name: "votes", kind: .votes,
            location: .series(try AddressTemplate.series(harness.server.url(template), firstNumber: number)))]
        let report = try #require(try await harness.sync(scope: SeriesScope(year: year))["votes"])
        #expect(report.numbersImported == [number], "\(report.failureLine ?? "")")
        #expect(report.nextNumber == number + 1)
        let database = try await harness.database()
        #expect(try await database.reading { try $0.rollCallCount() } == 1)
        #expect(try await database.reading { try $0.castCount() } == casts)
        try await harness.server.shutdown()
    }

    @Test func newVotesBringTheirBillsAndKnownBillsAreRefreshedConditionally() async throws {
        var harness = try await SyncHarness.start()
        let server = harness.server
        server.serve(Self.votes.appendingPathComponent("house/h385-117.2021.data.json"), at: "/congress/117/votes/2021/h385/data.json")
        server.serve(Self.bills.appendingPathComponent("BILLSTATUS-117hr5376.xml"), at: "/BILLSTATUS/117/hr/BILLSTATUS-117hr5376.xml")
        harness.configuration.sources = [
            SyncSource(name: "votes", kind: .votes, location: .series(try AddressTemplate.series(
                server.url("/congress/{congress}/votes/{year}/h{number}/data.json"), firstNumber: 385))),
            SyncSource(name: "bills", kind: .bills, location: .bills(try AddressTemplate.bill(
                server.url("/BILLSTATUS/{congress}/{type}/BILLSTATUS-{congress}{type}{number}.xml")))),
        ]
        // A vote imported by hand earlier, on H.R. 1, whose bill status is not published yet.
        let database = try await harness.database()
        try await VotesImporter.importFile(at: Self.votes.appendingPathComponent("house/h62-117.2021.data.json"), into: database)

        let first = try await harness.sync(scope: SeriesScope(year: 2021))
        #expect(first["votes"]?.numbersImported == [385])
        let bills = try #require(first["bills"])
        #expect(bills.imported == ["1 added, 0 updated, 0 unchanged"], "\(bills.failureLine ?? "")")
        #expect(bills.missing == 1)
        #expect(bills.succeeded)
        #expect(bills.summaryLine == "bills: 1 added, 0 updated, 0 unchanged; 1 not published yet")
        #expect(try await database.reading { try $0.rollCallCount() } == 2)
        #expect(try await database.reading { try $0.billCount() } == 1)
        #expect(server.requests.map(\.path).filter { $0.hasPrefix("/BILLSTATUS/") }
            == ["/BILLSTATUS/117/hr/BILLSTATUS-117hr1.xml", "/BILLSTATUS/117/hr/BILLSTATUS-117hr5376.xml"])

        server.serve(Self.bills.appendingPathComponent("BILLSTATUS-117hr1.xml"), at: "/BILLSTATUS/117/hr/BILLSTATUS-117hr1.xml")
        let start = server.requests.count
        let second = try await harness.sync(scope: SeriesScope(year: 2021))
        #expect(second["votes"]?.summaryLine == "votes: nothing new (386 not published yet)")
        #expect(second["bills"]?.imported == ["1 added, 0 updated, 0 unchanged"])
        #expect(second["bills"]?.unchanged == 1)
        #expect(try await database.reading { try $0.billCount() } == 2)
        let refreshed = server.requests.dropFirst(start).filter { $0.path == "/BILLSTATUS/117/hr/BILLSTATUS-117hr5376.xml" }
        #expect(refreshed.map(\.status) == [304])
        try await server.shutdown()
    }
}
