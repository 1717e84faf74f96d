import Chat
import Civic
import Foundation
import Import
import Testing

/// `vote`, `bill` and `howvoted` on the full real files from ../shared/data/civic (read in place).
@Suite("bills and votes on the real official data")
struct RealDataVotesTests {
    static let packageRoot = ScriptSuite.packageRoot(from: #filePath)!

    /// The full files take about 19 s to load on PostgreSQL (4 s on SQLite): the reading tests run
    /// on SQLite, and full-text search, which is each engine's own, on both.
    static let readingEngines: [DatabaseKind] = [.sqlite]

    static func harness(_ kind: DatabaseKind) async throws -> CivicHarness {
        let harness = try await CivicHarness(kind, seedDemo: false)
        for line in ["import legislators ../shared/data/civic/legislators/legislators-current.yaml",
                     "import districts ../shared/data/civic/zip-district/zccd.csv",
                     "import votes ../shared/data/civic/votes", "import bills ../shared/data/civic/bills"] {
            #expect(try await DataSetupLine.run(line, database: harness.database, root: packageRoot))
        }
        return harness
    }

    @Test(arguments: readingEngines)
    func officialResultsAndTalliesOfTheNotableVotes(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        _ = await harness.say("zip 05401", as: "vera")
        let tie = await harness.say("vote s325-2022", as: "vera").map(\.text)
        #expect(tie.contains("Result: Bill Passed (50-50, Vice President of the United States, voted Yea) — required: 1/2 (a simple majority)"))
        // The file lists the Vice President among the 51 yeas; the tally counts senators, as the
        // official result does, and names the tie-breaker after them.
        #expect(tie.contains { $0.hasPrefix("Yea 50 ") && $0.contains(" 50 Nay") && $0.hasSuffix(" · Vice President Yea") })
        // Vermont's senators then were Leahy (no longer serving: named as in the vote file) and
        // Sanders; Welch, a senator since 2023, was not in office then.
        #expect(tie.contains("Senators from VT on s325-2022: Leahy (D-VT) Yea · Sen. Bernard Sanders (I-VT) Yea · "
            + "Sen. Peter Welch (D-VT) not in office then"))
        // The whole file lists every senator of that day, so one missing from it was not one then
        // (Schiff joined in December 2024), whatever the legislators file says of earlier terms.
        _ = await harness.say("zip 94110", as: "wren")
        let california = await harness.say("vote s325-2022", as: "wren").map(\.text)
        #expect(california.contains { $0.hasPrefix("Senators from CA on s325-2022: ") && $0.hasSuffix("Sen. Adam B. Schiff (D-CA) not in office then") },
                "\(california)")

        let defeated = await harness.say("vote s527-2025", as: "vera").map(\.text)
        #expect(defeated.contains("Result: Bill Defeated (47-45, 3/5 majority required) — required: 3/5 (three fifths)"))

        // S. 2882's status file is not among the data; its roll call is, and says how to load it.
        let notLoaded = await harness.say("bill s2882-119", as: "vera").map(\.text)
        #expect(notLoaded == ["Bill s2882-119 is named by roll call s527-2025, but its status is not loaded yet: the bot's "
            + "operator loads it with townhall sync. Meanwhile try vote s527-2025."])

        let speaker = await harness.say("vote h2-2025", as: "vera").map(\.text)
        #expect(speaker.contains { $0.hasPrefix("Johnson (LA) 218 ") && $0.contains(" 215 Jeffries") })
    }

    @Test(arguments: readingEngines)
    func aBillListsItsRollCallsAndHowAMemberVotedOnThem(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let bill = await harness.say("bill hr5376-117", as: "vera").map(\.text)
        #expect(bill.first == "hr5376-117 · H.R. 5376 (117th) · House: Inflation Reduction Act of 2022")
        #expect(bill.contains { $0.hasPrefix("Status: became Public Law 117-169 · Latest action 2022-08-16: ") })
        // The law's summary opens with headings; the reply starts at its first sentence.
        #expect(bill.contains { $0.hasPrefix("Summary: This act imposes an alternative minimum tax of 15%") && $0.hasSuffix("…") })
        let rollCalls = try #require(bill.first { $0.hasPrefix("Roll calls: ") })
        for id in ["h385-2021", "s325-2022", "h420-2022"] { #expect(rollCalls.contains(id), "\(rollCalls)") }
        let howVoted = await harness.say("howvoted Sanders hr5376-117", as: "vera").map(\.text)
        #expect(howVoted.first == "How Sen. Bernard Sanders (I-VT) voted on H.R. 5376 (117th):")
        #expect(howVoted.contains { $0.contains("s325-2022 Yea") })
    }

    @Test(arguments: DatabaseKind.allCases)
    func fullTextSearchFindsBillsByTitleAndSummaryWords(kind: DatabaseKind) async throws {
        let harness = try await Self.harness(kind)
        let inflation = await harness.say("bills inflation reduction", as: "vera").map(\.text)
        #expect(inflation.dropFirst().first?.hasPrefix("hr5376-117 Inflation Reduction Act of 2022 — ") == true)
        // "redistricting" is only in H.R. 1's summary, not in any title.
        let redistricting = await harness.say("bills redistricting", as: "vera").map(\.text)
        #expect(redistricting.contains { $0.hasPrefix("hr1-117 For the People Act of 2021") })
        let latest = await harness.say("bills", as: "vera").map(\.text)
        #expect(latest.first == "Most recently active bills:")
        #expect(latest.count == 6 + 2)
    }
}
