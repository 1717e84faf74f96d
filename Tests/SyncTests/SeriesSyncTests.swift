import Foundation
import HTTPTestServer
import Storage
import Sync
import Testing
import TownhallApp

/// Numbered series (roll calls): the numbers after the highest imported are fetched until 404.
/// Served here are real district files under numbered names, imported by the real importer.
@Suite("Sync of numbered series")
struct SeriesSyncTests {
    static let template = "/votes/{year}/roll{number:03}.csv"

    func harness() async throws -> SyncHarness {
        var harness = try await SyncHarness.start()
        harness.configuration.sources = [
            SyncSource(name: "rolls", kind: .districts,
                       location: .series(try AddressTemplate.series(harness.server.url(Self.template)))),
        ]
        return harness
    }

    func publish(_ harness: SyncHarness, year: Int, number: Int) {
        harness.server.serve(SyncHarness.districtsFile, at: String(format: "/votes/%d/roll%03d.csv", year, number))
    }

    @Test func fetchesTheNextNumbersUntil404AndContinuesThereNextTime() async throws {
        let harness = try await harness()
        publish(harness, year: 2025, number: 1)
        publish(harness, year: 2025, number: 2)
        let first = try #require(try await harness.sync()["rolls"])
        #expect(first.numbersImported == [1, 2])
        #expect(first.nextNumber == 3)
        #expect(first.summaryLine == "rolls: 2 new (1–2); 3 not published yet")
        #expect(harness.server.requests.map(\.path) == ["/votes/2025/roll001.csv", "/votes/2025/roll002.csv", "/votes/2025/roll003.csv"])
        #expect(harness.server.requests.map(\.status) == [200, 200, 404])

        let second = try #require(try await harness.sync()["rolls"])
        #expect(second.numbersImported == [])
        #expect(second.summaryLine == "rolls: nothing new (3 not published yet)")
        #expect(harness.server.requests.dropFirst(3).map(\.path) == ["/votes/2025/roll003.csv"])

        publish(harness, year: 2025, number: 3)
        let third = try #require(try await harness.sync()["rolls"])
        #expect(third.numbersImported == [3])
        #expect(harness.server.requests.dropFirst(4).map(\.path) == ["/votes/2025/roll003.csv", "/votes/2025/roll004.csv"])
        try await harness.server.shutdown()
    }

    @Test func aRedirectAwayEndsTheSeriesAsSenateGovAnswersForAVoteNotPublishedYet() async throws {
        let harness = try await harness()
        publish(harness, year: 2025, number: 1)
        harness.server.serve(bytes: Array("<html>not available</html>".utf8), at: "/not-available.htm")
        harness.server.redirect("/votes/2025/roll002.csv", to: harness.server.url("/not-available.htm"))
        let report = try #require(try await harness.sync()["rolls"])
        #expect(report.succeeded, "\(report.failureLine ?? "")")
        #expect(report.numbersImported == [1])
        #expect(report.nextNumber == 2)
        #expect(!harness.server.requests.contains { $0.path == "/not-available.htm" })
        try await harness.server.shutdown()
    }

    @Test func aNewYearFirstFinishesTheSeriesOfTheYearBefore() async throws {
        let harness = try await harness()
        publish(harness, year: 2025, number: 1)
        _ = try await harness.sync(scope: SeriesScope(year: 2025))
        // Late December votes, and the first vote of the new year.
        publish(harness, year: 2025, number: 2)
        publish(harness, year: 2026, number: 1)
        let start = harness.server.requests.count
        let report = try #require(try await harness.sync(scope: SeriesScope(year: 2026))["rolls"])
        #expect(harness.server.requests.dropFirst(start).map(\.path)
            == ["/votes/2025/roll002.csv", "/votes/2025/roll003.csv", "/votes/2026/roll001.csv", "/votes/2026/roll002.csv"])
        #expect(report.numbersImported == [1])
        #expect(report.imported.count == 2)
        // From now on only the new year's series is asked for.
        let next = harness.server.requests.count
        _ = try await harness.sync(scope: SeriesScope(year: 2026))
        #expect(harness.server.requests.dropFirst(next).map(\.path) == ["/votes/2026/roll002.csv"])
        try await harness.server.shutdown()
    }

    @Test func aFailureMidSeriesKeepsWhatWasImportedAndRetriesFromThere() async throws {
        var harness = try await harness()
        harness.configuration.retries = 1
        for number in 1...3 { publish(harness, year: 2025, number: number) }
        for _ in 0...1 { harness.server.inject(.status(500), at: "/votes/2025/roll002.csv") }
        let report = try #require(try await harness.sync()["rolls"])
        #expect(report.numbersImported == [1])
        #expect(report.failureLine?.hasSuffix("— numbers up to 1 were imported; will retry from 2 next run") == true)
        let next = try #require(try await harness.sync()["rolls"])
        #expect(next.numbersImported == [2, 3])
        try await harness.server.shutdown()
    }

    @Test(arguments: [
        (SyncDefaults.senateVotes, 2025, 7, "https://www.senate.gov/legislative/LIS/roll_call_votes/vote1191/vote_119_1_00007.xml"),
        ("https://www.senate.gov/legislative/LIS/roll_call_votes/vote{congress}{session}/vote_{congress}_{session}_{number:05}.xml",
         2022, 325, "https://www.senate.gov/legislative/LIS/roll_call_votes/vote1172/vote_117_2_00325.xml"),
        (SyncDefaults.houseVotes, 2021, 62, "https://clerk.house.gov/evs/2021/roll062.xml"),
        ("https://clerk.house.gov/evs/{year}/roll{number:03}.xml", 2021, 1234, "https://clerk.house.gov/evs/2021/roll1234.xml"),
        ("https://example.org/{number}", 2004, 9, "https://example.org/9"),
    ])
    func templatesExpandToTheOfficialAddresses(template: String, year: Int, number: Int, expected: String) throws {
        #expect(try AddressTemplate.series(template).url(scope: SeriesScope(year: year), number: number) == expected)
    }

    @Test(arguments: [
        ("https://clerk.house.gov/evs/{year}/roll.xml", AddressTemplate.TemplateError.missing("number")),
        ("https://clerk.house.gov/evs/{yaer}/roll{number}.xml", .unknownPlaceholder("yaer")),
        ("https://clerk.house.gov/evs/{year}/roll{number:3}.xml", .unknownPlaceholder("number:3")),
        ("https://clerk.house.gov/evs/{year}/{type}{number}.xml", .unexpected("type")),
    ])
    func badSeriesTemplatesAreRefused(template: String, error: AddressTemplate.TemplateError) {
        #expect(throws: error) { try AddressTemplate.series(template) }
    }

    @Test func theDefaultBillStatusAddressIsGovInfosBulkData() throws {
        let template = try AddressTemplate.bill(SyncDefaults.billStatus)
        #expect(template.fill(.init(scope: SeriesScope(year: 2022), type: "hr", number: 5376))
            == "https://www.govinfo.gov/bulkdata/BILLSTATUS/117/hr/BILLSTATUS-117hr5376.xml")
        #expect(throws: AddressTemplate.TemplateError.missing("type")) {
            try AddressTemplate.bill("https://www.govinfo.gov/bulkdata/BILLSTATUS/{congress}/hr/{number}.xml")
        }
    }
}
