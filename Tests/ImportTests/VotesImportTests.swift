import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the real roll-call files in `../shared/data/civic/votes` (data.json, Senate LIS XML,
/// House Clerk EVS XML) and checks facts against the official records.
@Suite("Votes import (real files)")
struct VotesImportTests {
    /// A database with the current members (so casts map to bioguide ids) and the given votes.
    private func database(importing files: [String], on kind: DatabaseKind) async throws -> TownhallDatabase {
        let database = try await kind.makeDatabase(label: "import")
        try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        for file in files {
            let url = ["house", "senate"].contains(file) ? SharedData.votes.appendingPathComponent(file) : SharedData.vote(file)
            try await VotesImporter.importFile(at: url, into: database)
        }
        return database
    }

    @Test(arguments: DatabaseKind.allCases, SharedData.voteFiles)
    func everyVoteFileImports(kind: DatabaseKind, file: String) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await VotesImporter.importFile(at: SharedData.vote(file), into: database)
        #expect(summary.added == 1 && summary.castsWritten > 0)
        #expect(try await database.reading { try $0.rollCallCount() } == 1)
        #expect(try await database.reading { try $0.castCount() } == summary.castsWritten)
    }

    @Test(arguments: DatabaseKind.allCases)
    func theVicePresidentBrokeTheTieOnTheInflationReductionAct(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["s325-117.2022.data.json"], on: kind)
        let vote = try #require(try await database.reading { try $0.rollCall(reference("s325-2022")) })
        #expect(vote.id.key == "s325-117.2022")
        #expect(vote.summary.bill == BillID("hr5376-117"))
        // the file lists the Vice President among 51 yeas; the tally counts the 50 senators, as the
        // official result does, and keeps the tie-breaker apart
        #expect(vote.count(of: "Yea") == 50 && vote.count(of: "Nay") == 50 && vote.vicePresidentOption == "Yea")
        #expect(vote.listsEveryVoter)
        #expect(vote.summary.resultText == "Bill Passed (50-50, Vice President of the United States, voted Yea)")
        #expect(vote.summary.requires == "1/2")
        let record = try #require(try await database.reading { try $0.rollCallRecord(vote.id) })
        let vicePresident = try #require(record.casts.first { $0.voterKey == "VP" })
        #expect(vicePresident.option == "Yea" && vicePresident.memberBioguide == nil)
        #expect(record.casts.filter { $0.option == "Yea" && $0.voterKey != "VP" }.count == 50)
        // Senators are keyed by LIS id and mapped to bioguide: Padilla is S413 / P000145.
        let padilla = try await database.reading { try $0.casts(in: vote.id, of: ["P000145"]) }
        #expect(padilla.map(\.option) == ["Yea"])
        #expect(padilla.first?.voterKey == "S413")
        // The full unitedstates form names the same vote.
        #expect(try await database.reading { try $0.rollCall(reference("s325-117.2022")) }?.id == vote.id)
    }

    @Test(arguments: DatabaseKind.allCases)
    func s527WasDefeatedAlthoughYeasOutnumberedNays(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["s527-119.2025.data.json"], on: kind)
        let vote = try #require(try await database.reading { try $0.rollCall(reference("s527-2025")) })
        #expect(vote.count(of: "Yea") == 47 && vote.count(of: "Nay") == 45)
        #expect(vote.summary.result == "Bill Defeated")
        #expect(vote.summary.resultText == "Bill Defeated (47-45, 3/5 majority required)")
        #expect(vote.summary.requires == "3/5")
        #expect(!vote.talliesAreOfficial)
    }

    @Test(arguments: DatabaseKind.allCases)
    func theSpeakerElectionsOptionsAreCandidates(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["h2-119.2025.data.json"], on: kind)
        let vote = try #require(try await database.reading { try $0.rollCall(reference("h2-2025")) })
        #expect(vote.tallies.prefix(3).map(\.option) == ["Johnson (LA)", "Jeffries", "Emmer"])
        #expect(vote.count(of: "Johnson (LA)") == 218 && vote.count(of: "Jeffries") == 215 && vote.count(of: "Emmer") == 1)
        #expect(vote.summary.result == "Johnson (LA)")
        #expect(vote.summary.bill == nil && vote.summary.category == "leadership")
    }

    @Test(arguments: DatabaseKind.allCases)
    func h150UsesAyeAndNoAndFailedOnATie(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["h150-119.2025.data.json"], on: kind)
        let vote = try #require(try await database.reading { try $0.rollCall(reference("h150-119.2025")) })
        #expect(vote.count(of: "Aye") == 213 && vote.count(of: "No") == 213 && vote.count(of: "Yea") == 0)
        #expect(vote.summary.result == "Failed")
        #expect(vote.summary.amendment?.author == "Pettersen of Colorado Part A Amendment No. 3")
        #expect(vote.summary.bill == BillID("hr2483-119"))
    }

    @Test func theSenateXMLHasAllHundredSenatorsAndMatchesItsDataJSONTwin() async throws {
        let xml = try VotesImporter.parse(Data(contentsOf: SharedData.vote("vote_108_2_00213.xml")), file: "vote_108_2_00213.xml")
        let json = try VotesImporter.parse(Data(contentsOf: SharedData.vote("s213-108.2004.data.json")), file: "s213.json")
        #expect(xml.id.key == "s213-108.2004" && xml.id == json.id)
        #expect(xml.casts.count == 100)
        #expect(xml.officialTotals == [OptionCount(option: "Yea", count: 52), OptionCount(option: "Nay", count: 44),
                                       OptionCount(option: "Present", count: 1), OptionCount(option: "Not Voting", count: 3)])
        let pair = try #require(xml.casts.first { $0.detail != nil })
        #expect(pair.option == "Present" && pair.detail == "Giving Live Pair")
        // Same senators, same options (the data.json normalised the live pair to Present).
        #expect(Dictionary(uniqueKeysWithValues: xml.casts.map { ($0.voterKey, $0.option) })
                == Dictionary(uniqueKeysWithValues: json.casts.map { ($0.voterKey, $0.option) }))
        #expect(xml.question == json.question && xml.resultText == json.resultText && xml.result == json.result)
        #expect(xml.bill == json.bill && xml.requires == json.requires && xml.date == json.date)
        #expect(xml.sourceURL?.hasSuffix("vote1082/vote_108_2_00213.xml") == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aHouseClerkExcerptKeepsTheOfficialTotals(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["clerk-2023-roll037.excerpt.xml"], on: kind)
        let vote = try #require(try await database.reading { try $0.rollCall(reference("h37-2023")) })
        #expect(vote.id.key == "h37-118.2023")
        #expect(vote.castCount == 8)
        #expect(vote.talliesAreOfficial)
        #expect(vote.tallies == [OptionCount(option: "Aye", count: 205), OptionCount(option: "No", count: 220),
                                 OptionCount(option: "Present", count: 0), OptionCount(option: "Not Voting", count: 15)])
        #expect(vote.summary.result == "Failed" && vote.summary.question == "On Agreeing to the Amendment")
        #expect(vote.summary.bill == BillID("hr21-118"))
        #expect(vote.summary.amendment?.author == "Tlaib of Michigan Amendment No. 11")
        let record = try #require(try await database.reading { try $0.rollCallRecord(vote.id) })
        #expect(record.casts.first { $0.voterKey == "G000582" }?.displayName == "González-Colón (PR)")
        #expect(record.casts.first { $0.voterKey == "A000370" }?.memberBioguide == "A000370")  // Adams, still serving
    }

    @Test(arguments: DatabaseKind.allCases)
    func aPre2003ClerkFileKeysVotersByNameAndState(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["clerk-1990-roll001.excerpt.xml"], on: kind)
        let vote = try #require(try await database.reading { try $0.rollCall(reference("h1-1990")) })
        #expect(vote.id.key == "h1-101.1990")
        #expect(vote.summary.requires == "QUORUM" && vote.count(of: "Present") == 376)
        let record = try #require(try await database.reading { try $0.rollCallRecord(vote.id) })
        #expect(record.casts.map(\.voterKey) == ["name:Ackerman (NY)", "name:Akaka (HI)", "name:Alexander (AR)"])
        #expect(record.casts.allSatisfy { $0.memberBioguide == nil && $0.option == "Present" })
    }

    @Test(arguments: DatabaseKind.allCases)
    func votersNoLongerServingKeepTheNameFromTheVoteFile(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["h62-117.2021.data.json"], on: kind)
        let record = try #require(try await database.reading { try $0.rollCallRecord(reference("h62-2021").asID(congress: 117)) })
        #expect(record.casts.count == 432)
        let former = record.casts.filter { $0.memberBioguide == nil }
        #expect(former.count == 146)
        #expect(former.allSatisfy { !$0.displayName.isEmpty && $0.party != nil && $0.state != nil })
        #expect(record.casts.first { $0.voterKey == "P000197" }?.memberBioguide == "P000197")  // Pelosi
    }

    @Test(arguments: DatabaseKind.allCases)
    func aMembersVotesAndHowTheyVotedOnABill(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["house", "senate"], on: kind)
        try await BillStatusImporter.importFile(at: SharedData.bill("BILLSTATUS-117hr5376.xml"), into: database)
        // Pelosi (House): newest first.
        let recent = try await database.reading { try $0.recentVotes(of: "P000197", limit: 20) }
        #expect(recent.map(\.rollCall.id.chatForm) == ["h297-2025", "h150-2025", "h100-2025", "h2-2025", "h420-2022", "h385-2021", "h62-2021"])
        #expect(recent.first { $0.rollCall.id.chatForm == "h2-2025" }?.cast.option == "Jeffries")
        // On H.R. 5376 she voted on the House passage and the concurrence; the Senate vote is not hers.
        let onBill = try await database.reading { try $0.votes(of: "P000197", on: billID("hr5376-117")) }
        #expect(onBill.map(\.rollCall.id.chatForm) == ["h385-2021", "h420-2022"])
        #expect(onBill.map(\.cast.option) == ["Yea", "Yea"])
        let padilla = try await database.reading { try $0.votes(of: "P000145", on: billID("hr5376-117")) }
        #expect(padilla.map(\.rollCall.id.chatForm) == ["s325-2022"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func missingVotesGetCloseSuggestions(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["house", "senate"], on: kind)
        #expect(try await database.reading { try $0.rollCall(reference("s325-2023")) } == nil)
        let suggestions = try await database.reading { try $0.rollCallSuggestions(for: reference("s325-2023")) }
        #expect(suggestions.first?.chatForm == "s325-2022")
        let nearby = try await database.reading { try $0.rollCallSuggestions(for: reference("h151-2025")) }
        #expect(nearby.first?.chatForm == "h150-2025")
    }

    @Test(arguments: DatabaseKind.allCases)
    func reimportingTheWholeFolderChangesNothing(kind: DatabaseKind) async throws {
        let database = try await database(importing: [], on: kind)
        let first = try await VotesImporter.importFile(at: SharedData.votes, into: database)
        // s213 comes twice (data.json and the Senate XML): the older XML leaves the newer record.
        #expect(first.added == SharedData.voteFiles.count - 1 && first.unchanged == 1 && first.updated == 0)
        let rollCalls = try await database.reading { try $0.rollCallCount() }
        let casts = try await database.reading { try $0.castCount() }
        let before = try await database.reading { try $0.rollCallRecord(reference("s325-117.2022").asID(congress: 117)) }
        for _ in 0..<2 {
            let again = try await VotesImporter.importFile(at: SharedData.votes, into: database)
            #expect(again == RollCallImportSummary(unchanged: SharedData.voteFiles.count))
            #expect(try await database.reading { try $0.rollCallCount() } == rollCalls)
            #expect(try await database.reading { try $0.castCount() } == casts)
        }
        let beforeID = try #require(before?.id)
        #expect(try await database.reading { try $0.rollCallRecord(beforeID) } == before)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aNewerRecordReplacesAnOlderOneAndAnOlderOneDoesNot(kind: DatabaseKind) async throws {
        let database = try await database(importing: ["s527-119.2025.data.json"], on: kind)
        let original = try String(contentsOf: SharedData.vote("s527-119.2025.data.json"), encoding: .utf8)
        let corrected = original
            .replacingOccurrences(of: "\"updated_at\": \"2025-09-20T03:08:09-04:00\"", with: "\"updated_at\": \"2025-09-21T03:08:09-04:00\"")
            .replacingOccurrences(of: "Bill Defeated (47-45, 3/5 majority required)", with: "Bill Defeated (corrected)")
        #expect(corrected.contains("2025-09-21"))
        let newer = try SharedData.temporaryFile(named: "s527-119.2025.data.json", containing: corrected)
        let summary = try await VotesImporter.importFile(at: URL(fileURLWithPath: newer), into: database)
        #expect(summary == RollCallImportSummary(updated: 1, castsWritten: 100))
        #expect(try await database.reading { try $0.rollCall(reference("s527-2025")) }?.summary.resultText == "Bill Defeated (corrected)")
        let older = try await VotesImporter.importFile(at: SharedData.vote("s527-119.2025.data.json"), into: database)
        #expect(older == RollCallImportSummary(unchanged: 1))
        #expect(try await database.reading { try $0.rollCall(reference("s527-2025")) }?.summary.resultText == "Bill Defeated (corrected)")
    }

    @Test(arguments: DatabaseKind.allCases, [
        ("h385-117.2021.data.json", 0.5), ("s325-117.2022.data.json", 0.97), ("vote_108_2_00213.xml", 0.6),
        ("clerk-2023-roll037.excerpt.xml", 0.8), ("clerk-1990-roll001.excerpt.xml", 0.3),
    ])
    func aTruncatedFileChangesNothingAndNamesThePlace(kind: DatabaseKind, truncation: (file: String, fraction: Double)) async throws {
        let (file, fraction) = truncation
        let database = try await database(importing: ["h62-117.2021.data.json"], on: kind)
        let truncated = try SharedData.truncatedCopy(of: SharedData.vote(file), keeping: fraction)
        // Next to a good file in the same folder: the whole folder is refused.
        try FileManager.default.copyItem(at: SharedData.vote("h2-119.2025.data.json"),
                                         to: truncated.deletingLastPathComponent().appendingPathComponent("h2-119.2025.data.json"))
        let error = await #expect(throws: ImportError.self) {
            try await VotesImporter.importFile(at: truncated.deletingLastPathComponent(), into: database)
        }
        #expect(error?.file == file)
        let line = try #require(error?.line)
        let kept = try Data(contentsOf: truncated)
        #expect(line >= 1 && line <= kept.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count)
        #expect(error?.description.contains("truncated") == true, "\(String(describing: error))")
        #expect(try await database.reading { try $0.rollCallCount() } == 1)
        #expect(try await database.reading { try $0.castCount() } == 432)
    }

    /// A House Clerk election file prints a total per candidate instead of yeas and nays.
    @Test func aHouseClerkElectionKeepsItsCandidateTotals() throws {
        let xml = """
            <rollcall-vote><vote-metadata><congress>120</congress><session>1st</session>
            <rollcall-num>2</rollcall-num><vote-question>Election of the Speaker</vote-question>
            <vote-type>YEA-AND-NAY</vote-type><vote-result>Roe (ZZ)</vote-result><action-date>4-Jan-2027</action-date>
            <action-time time-etz="13:05">1:05 PM</action-time><vote-totals>
            <totals-by-candidate><candidate>Roe (ZZ)</candidate><candidate-total>2</candidate-total></totals-by-candidate>
            <totals-by-candidate><candidate>Doe</candidate><candidate-total>1</candidate-total></totals-by-candidate>
            </vote-totals></vote-metadata><vote-data>
            <recorded-vote><legislator name-id="X000001" party="D" state="ZZ" role="legislator">Poe</legislator><vote>Doe</vote></recorded-vote>
            </vote-data></rollcall-vote>
            """
        let vote = try VotesImporter.parse(Data(xml.utf8), file: "roll002.xml")
        #expect(vote.id.key == "h2-120.2027" && vote.result == "Roe (ZZ)" && vote.bill == nil)
        #expect(vote.officialTotals == [OptionCount(option: "Roe (ZZ)", count: 2), OptionCount(option: "Doe", count: 1)])
        #expect(vote.casts.map(\.option) == ["Doe"])
    }

    /// A Senate file names the Vice President's tie-breaking vote outside the member list.
    @Test func aSenateTieBreakerBecomesTheVicePresidentsCast() throws {
        let xml = """
            <roll_call_vote><congress>120</congress><session>1</session><congress_year>2027</congress_year>
            <vote_number>9</vote_number><vote_date>March 2, 2027,  10:15 AM</vote_date>
            <vote_question_text>On the Motion</vote_question_text><vote_result_text>Motion Agreed to (1-1, Vice President voted Yea)</vote_result_text>
            <vote_result>Motion Agreed to</vote_result><majority_requirement>1/2</majority_requirement>
            <count><yeas>1</yeas><nays>1</nays><present/><absent>0</absent></count>
            <tie_breaker><by_whom>Vice President</by_whom><tie_breaker_vote>Yea</tie_breaker_vote></tie_breaker>
            <members>
            <member><member_full>Roe (D-ZZ)</member_full><party>D</party><state>ZZ</state><vote_cast>Yea</vote_cast><lis_member_id>S901</lis_member_id></member>
            <member><member_full>Doe (R-ZZ)</member_full><party>R</party><state>ZZ</state><vote_cast>Nay</vote_cast><lis_member_id>S902</lis_member_id></member>
            </members></roll_call_vote>
            """
        let vote = try VotesImporter.parse(Data(xml.utf8), file: "vote_120_1_00009.xml")
        #expect(vote.id.key == "s9-120.2027")
        #expect(vote.casts.map(\.voterKey) == ["S901", "S902", "VP"])
        #expect(vote.casts.last?.option == "Yea")
        #expect(vote.officialTotals?.map(\.option) == ["Yea", "Nay", "Not Voting"])
        #expect(vote.resultText == "Motion Agreed to (1-1, Vice President voted Yea)")
    }

    @Test(arguments: [
        ("{\"chamber\": \"x\"}", "chamber"),
        ("{\"chamber\": \"s\", \"number\": 1, \"congress\": 117, \"session\": \"2022\", \"date\": \"2022-01-01T10:00:00-05:00\", \"question\": \"Q\", \"votes\": {\"Yea\": [{\"name\": \"no id\"}]}}", "votes/Yea[1]"),
        ("<roll_call_vote><congress>108</congress></roll_call_vote>", "roll_call_vote/session"),
        ("<rollcall-vote><vote-metadata><congress>118</congress><rollcall-num>3</rollcall-num></vote-metadata></rollcall-vote>", "rollcall-vote/vote-metadata/action-date"),
        ("<billStatus/>", "billStatus"),
    ])
    func malformedVoteFilesNameTheElement(text: String, element: String) throws {
        let error = #expect(throws: ImportError.self) { try VotesImporter.parse(Data(text.utf8), file: "bad") }
        #expect(error?.element == element, "\(String(describing: error))")
    }
}

extension RollCallReference {
    /// The full id, for references typed in the full form or completed by a test.
    func asID(congress: Int) -> RollCallID {
        RollCallID(chamber: chamber, number: number, congress: self.congress ?? congress, session: String(year))
    }
}
