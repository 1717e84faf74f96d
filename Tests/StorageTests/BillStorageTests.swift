import Foundation
@testable import Storage
import Testing

/// Bills stored and read back on both engines: the whole record, the `bill` command's detail
/// with its roll calls, suggestions, milestones, recent activity and search.
@Suite("Bills")
struct BillStorageTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let irID = BillID(type: .hr, number: 5376, congress: 117)
    static let vote = RollCallID(chamber: .senate, number: 325, congress: 117, session: "2022")
    static let recorded = RollCallID(chamber: .house, number: 420, congress: 117, session: "2022")

    static let inflationReduction = Bill(
        id: irID, title: "Inflation Reduction Act of 2022",
        titles: [Bill.Title(type: "Display Title", title: "Inflation Reduction Act of 2022"),
                 Bill.Title(type: "Official Title as Introduced", title: "To provide for reconciliation")],
        originChamber: "House", introducedDate: "2021-09-27", updatedAt: Date(timeIntervalSince1970: 1_700_000_000),
        sponsor: Bill.Sponsor(bioguideID: "Y000062", fullName: "Rep. Yarmuth, John A. [D-KY-3]", firstName: "John",
                              lastName: "Yarmuth", party: "D", state: "KY", district: 3),
        cosponsors: [Bill.Sponsor(bioguideID: "P000197", fullName: "Rep. Pelosi, Nancy [D-CA-11]", party: "D", state: "CA",
                                  district: 11, sponsorshipDate: "2021-09-28", isOriginalCosponsor: true),
                     Bill.Sponsor(bioguideID: "X000001", fullName: "Rep. Gone [R-XX-1]", isOriginalCosponsor: false,
                                  withdrawnDate: "2021-10-01")],
        actions: [
            Bill.Action(date: "2022-08-16", text: "Became Public Law No: 117-169.", type: "BecameLaw"),
            Bill.Action(date: "2022-08-12", time: "17:42:15", text: "Passed/agreed to in House: On motion that the House agree",
                        recordedVotes: [Bill.RecordedVote(rollCall: recorded, date: Date(timeIntervalSince1970: 1_660_300_000),
                                                          url: "https://clerk.house.gov/evs/2022/roll420.xml")]),
            Bill.Action(date: "2022-08-07", text: "passed/agreed to in senate: lowercase, not an official marker"),
            Bill.Action(date: "2022-08-07", text: "Passed/agreed to in Senate: Passed Senate with an amendment by Yea-Nay Vote. 51 - 50.",
                        recordedVotes: [Bill.RecordedVote(rollCall: vote, date: Date(timeIntervalSince1970: 1_659_900_000))]),
        ],
        latestAction: Bill.LatestAction(date: "2022-08-16", text: "Became Public Law No: 117-169."),
        summaries: [Bill.Summary(versionCode: "00", actionDate: "2021-09-27", text: "Introduced summary."),
                    Bill.Summary(versionCode: "49", actionDate: "2022-08-16", actionDescription: "Public Law",
                                 updatedAt: Date(timeIntervalSince1970: 1_690_000_000), text: "Lowers prescription drug prices.")],
        policyArea: "Economics and Public Finance", subjects: ["Taxation", "Health"],
        laws: [Bill.Law(type: "Public Law", number: "117-169")])

    static func bill(_ type: BillType, _ number: Int, congress: Int = 117, title: String, summary: String = "",
                     latest: String? = nil) -> Bill {
        Bill(id: BillID(type: type, number: number, congress: congress), title: title,
             latestAction: latest.map { Bill.LatestAction(date: $0, text: "Referred.") },
             summaries: summary.isEmpty ? [] : [Bill.Summary(text: summary)])
    }

    @Test("a stored bill reads back whole and as the bill command shows it", arguments: DatabaseKind.allCases)
    func storedAndReadBack(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        #expect(try await database.storeBills([Self.inflationReduction], at: Self.now) == BillImportSummary(added: 1))
        #expect(try await database.reading { try $0.billRecord(Self.irID) } == Self.inflationReduction)

        // the vote file of the Senate roll call is imported, the House one is not
        try await database.storeRollCalls([RollCall(RollCallSummary(id: Self.vote, date: Date(timeIntervalSince1970: 1_659_900_000),
                                                                    question: "On Passage of the Bill", result: "Bill Passed",
                                                                    bill: Self.irID))],
                                          at: Self.now)
        let detail = try #require(try await database.reading { try $0.bill(Self.irID) })
        #expect(detail.sponsor?.lastName == "Yarmuth" && detail.cosponsorCount == 1)
        #expect(detail.summary == "Lowers prescription drug prices." && detail.laws.map(\.number) == ["117-169"])
        #expect(detail.rollCalls.map(\.id) == [Self.vote, Self.recorded])
        #expect(detail.rollCalls.map { $0.rollCall?.result } == ["Bill Passed", nil])
        #expect(detail.rollCalls.last?.actionText?.hasPrefix("Passed/agreed to in House") == true)
        #expect(try await database.reading { try $0.billMilestones(Self.irID) } == [
            "Passed/agreed to in Senate: Passed Senate with an amendment by Yea-Nay Vote. 51 - 50.",
            "Passed/agreed to in House: On motion that the House agree", "Became Public Law No: 117-169.",
        ])
        #expect(try await database.reading { try $0.bill(BillID(type: .s, number: 1, congress: 117)) } == nil)
    }

    @Test("a known bill is replaced only by a newer record, in place", arguments: DatabaseKind.allCases)
    func onlyNewerRecordsReplace(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.storeBills([Self.inflationReduction], at: Self.now)
        var renamed = Self.inflationReduction
        renamed.title = "Renamed Act"
        renamed.summaries = []
        #expect(try await database.storeBills([renamed], at: Self.now) == BillImportSummary(unchanged: 1))
        renamed.updatedAt = Self.now
        #expect(try await database.storeBills([renamed], at: Self.now) == BillImportSummary(updated: 1))
        #expect(try await database.reading { try $0.billRecord(Self.irID) } == renamed)
        #expect(try await database.reading { try $0.searchBills("renamed") }.map(\.title) == ["Renamed Act"])
        #expect(try await database.reading { try $0.searchBills("prescription") }.isEmpty)  // its old entry is gone
        #expect(try await database.reading { try $0.billCount() } == 1)
    }

    @Test("suggestions and the most recently active bills", arguments: DatabaseKind.allCases)
    func suggestionsAndRecentActivity(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.storeBills([
            Self.bill(.hr, 5376, title: "A", latest: "2022-08-16"), Self.bill(.hr, 5376, congress: 118, title: "B"),
            Self.bill(.s, 5376, title: "C", latest: "2023-01-03"), Self.bill(.hr, 5370, title: "D", latest: "2022-01-01"),
            Self.bill(.hr, 9000, title: "E"),
        ], at: Self.now)
        let suggestions = try await database.reading { try $0.billSuggestions(for: BillID(type: .hr, number: 5376, congress: 116)) }
        #expect(suggestions.map(\.key) == ["hr5376-117", "hr5376-118", "s5376-117"])
        let nearby = try await database.reading { try $0.billSuggestions(for: BillID(type: .hr, number: 5371, congress: 117)) }
        #expect(nearby.map(\.key) == ["hr5370-117", "hr5376-117"])
        #expect(try await database.reading { try $0.recentlyActiveBills(limit: 4) }.map(\.title) == ["C", "A", "D", "B"])
    }

    @Test("search ranks titles over summaries, stems, and falls back to any word", arguments: DatabaseKind.allCases)
    func search(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        try await database.storeBills([
            Self.bill(.hr, 1, title: "Clean Water Act", summary: "Protects rivers."),
            Self.bill(.hr, 2, title: "Highway Funding Act", summary: "Includes clean water grants for highways."),
            Self.bill(.hr, 3, title: "Farm Bill", summary: "Subsidies for farmers."),
        ], at: Self.now)
        #expect(try await database.reading { try $0.searchBills("clean water") }.map(\.title) == ["Clean Water Act", "Highway Funding Act"])
        #expect(try await database.reading { try $0.searchBills("WATER") }.map(\.title) == ["Clean Water Act", "Highway Funding Act"])
        #expect(try await database.reading { try $0.searchBills("farmer") }.map(\.title) == ["Farm Bill"])  // stemmed
        #expect(try await database.reading { try $0.searchBills("rivers zebra") }.map(\.title) == ["Clean Water Act"])
        #expect(try await database.reading { try $0.searchBills("clean", limit: 1) }.map(\.title) == ["Clean Water Act"])
        #expect(try await database.reading { try $0.searchBills("zebra") }.isEmpty)
        #expect(try await database.reading { try $0.searchBills("!!") }.isEmpty)
    }
}
