import Foundation
@testable import Storage
import Testing

/// Roll calls stored and read back on both engines: the record as imported, its tally, the chat
/// form, suggestions for a reference that matched nothing, and how a member voted.
@Suite("Roll calls")
struct VoteStorageTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let bill = BillID(type: .hr, number: 5376, congress: 117)
    static func rollCall(_ number: Int, session: String = "2022", updatedAt: Date? = nil, totals: [OptionCount]? = nil,
                         casts: [RollCall.Cast]) -> RollCall {
        RollCall(RollCallSummary(id: RollCallID(chamber: .senate, number: number, congress: 117, session: session),
                                 date: Date(timeIntervalSince1970: 1_660_000_000 + Double(number)),
                                 question: "On Passage of the Bill", type: "On Passage", category: "passage",
                                 requires: "1/2", result: "Bill Passed", resultText: "Bill Passed (51-50)",
                                 sourceURL: "https://www.senate.gov/x.xml", updatedAt: updatedAt, bill: bill,
                                 billTitle: "Inflation Reduction Act of 2022",
                                 amendment: number == 2 ? RollCall.Amendment(author: "Sanders", number: "S.Amdt. 1") : nil),
                 officialTotals: totals, casts: casts)
    }

    static let casts = [
        RollCall.Cast(option: "Yea", voterKey: "S313", displayName: "Sanders (I-VT)", party: "I", state: "VT"),
        RollCall.Cast(option: "Nay", voterKey: "S999", displayName: "Gone (R-XX)", party: "R", state: "XX"),
        RollCall.Cast(option: "Present", voterKey: "S413", displayName: "Padilla (D-CA)", party: "D", state: "CA",
                      detail: "Giving Live Pair"),
        RollCall.Cast(option: "Yea", voterKey: "VP", displayName: "Vice President"),
    ]

    private func database(_ kind: DatabaseKind) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase()
        try await database.replaceMembers([
            Member(bioguideID: "S000033", lisID: "S313", firstName: "Bernard", lastName: "Sanders", chamber: .senate, state: "VT"),
            Member(bioguideID: "P000145", lisID: "S413", firstName: "Alex", lastName: "Padilla", chamber: .senate, state: "CA"),
        ])
        return database
    }

    @Test("a stored roll call reads back whole, with official totals or counted ones", arguments: DatabaseKind.allCases)
    func storedAndReadBack(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let official = [OptionCount(option: "Yea", count: 51), OptionCount(option: "Nay", count: 50)]
        let first = Self.rollCall(1, totals: official, casts: Self.casts), second = Self.rollCall(2, casts: Self.casts)
        let summary = try await database.storeRollCalls([first, second], at: Self.now)
        #expect(summary == RollCallImportSummary(added: 2, castsWritten: 8))

        var expected = first
        expected.casts[0].memberBioguide = "S000033"
        expected.casts[2].memberBioguide = "P000145"
        #expect(try await database.reading { try $0.rollCallRecord(first.id) } == expected)
        #expect(try await database.reading { try $0.rollCallRecord(second.id) }?.amendment?.author == "Sanders")

        let detail = try #require(try await database.reading { try $0.rollCall(RollCallReference("s1-2022")!) })
        // The Vice President's tie-breaker is kept out of the tally and the cast count (the official
        // result counts senators) and read on its own.
        #expect(detail.talliesAreOfficial && detail.tallies == official && detail.castCount == 3)
        #expect(detail.vicePresidentOption == "Yea")
        let counted = try #require(try await database.reading { try $0.rollCall(RollCallReference("s2-117.2022")!) })
        #expect(!counted.talliesAreOfficial)
        #expect(counted.tallies == [OptionCount(option: "Yea", count: 1), OptionCount(option: "Nay", count: 1),
                                    OptionCount(option: "Present", count: 1)])
        #expect(counted.vicePresidentOption == "Yea" && counted.listsEveryVoter)
        #expect(try await database.reading { try $0.rollCall(RollCallReference("s1-2023")!) } == nil)
        #expect(try await database.reading { try $0.rollCallCount() } == 2)
        #expect(try await database.reading { try $0.castCount() } == 8)
    }

    @Test("a known roll call is replaced only by a newer record", arguments: DatabaseKind.allCases)
    func onlyNewerRecordsReplace(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        try await database.storeRollCalls([Self.rollCall(1, updatedAt: Self.now, casts: Self.casts)], at: Self.now)
        let same = try await database.storeRollCalls([Self.rollCall(1, updatedAt: Self.now, casts: [])], at: Self.now)
        #expect(same == RollCallImportSummary(unchanged: 1))
        let newer = try await database.storeRollCalls([Self.rollCall(1, updatedAt: Self.now.addingTimeInterval(1), casts: [Self.casts[0]])],
                                                      at: Self.now)
        #expect(newer == RollCallImportSummary(updated: 1, castsWritten: 1))
        #expect(try await database.reading { try $0.castCount() } == 1)
    }

    @Test("suggestions, a member's recent votes and votes on a bill", arguments: DatabaseKind.allCases)
    func suggestionsAndAMembersVotes(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        try await database.storeRollCalls([3, 5, 40].map { Self.rollCall($0, casts: Self.casts) }
                                          + [Self.rollCall(5, session: "2021", casts: Self.casts)],
                                          at: Self.now)
        let suggestions = try await database.reading {
            try $0.rollCallSuggestions(for: RollCallReference(chamber: .senate, number: 5, year: 2023))
        }
        #expect(suggestions.map(\.chatForm) == ["s5-2022", "s5-2021"])
        let nearby = try await database.reading {
            try $0.rollCallSuggestions(for: RollCallReference(chamber: .senate, number: 4, year: 2022))
        }
        #expect(nearby.map(\.chatForm) == ["s5-2022", "s3-2022"])  // equally near: the later vote first
        let recent = try await database.reading { try $0.recentVotes(of: "P000145", limit: 2) }
        #expect(recent.map(\.rollCall.id.chatForm) == ["s40-2022", "s5-2021"])  // s5 of both years at once: by key
        #expect(recent.first?.cast.detail == "Giving Live Pair")
        let onBill = try await database.reading { try $0.votes(of: "S000033", on: Self.bill) }
        #expect(onBill.map(\.rollCall.id.chatForm) == ["s3-2022", "s5-2021", "s5-2022", "s40-2022"])
        #expect(try await database.reading { try $0.casts(in: Self.rollCall(3, casts: []).id, of: ["S000033", "X000000", "P000145"]) }
                .map(\.option) == ["Yea", "Present"])
    }

    @Test("a House-sized roll call keeps every cast in file order", arguments: DatabaseKind.allCases)
    func largeRollCallsKeepTheirOrder(kind: DatabaseKind) async throws {
        let database = try await database(kind)
        let casts = (0..<435).map { RollCall.Cast(option: $0 % 3 == 0 ? "Nay" : "Yea", voterKey: "H\(1_000 + $0)", displayName: "Member \($0)") }
        let house = RollCall(RollCallSummary(id: RollCallID(chamber: .house, number: 1, congress: 117, session: "2022"),
                                             date: Self.now, question: "On Passage"), casts: casts)
        #expect(try await database.storeRollCalls([house], at: Self.now).castsWritten == 435)
        #expect(try await database.reading { try $0.rollCallRecord(house.id) }?.casts == casts)
        #expect(try await database.reading { try $0.rollCall(RollCallReference(house.id)) }?.tallies
                == [OptionCount(option: "Yea", count: 290), OptionCount(option: "Nay", count: 145)])
    }
}
