import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the real bill status files in `../shared/data/civic/bills`, current and legacy layout.
@Suite("Bill status import (real files)")
struct BillStatusImportTests {
    @Test(arguments: DatabaseKind.allCases, SharedData.billFiles)
    func everyBillStatusFileImports(kind: DatabaseKind, file: String) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await BillStatusImporter.importFile(at: SharedData.bill(file), into: database)
        #expect(summary == BillImportSummary(added: 1))
        let parsed = try BillStatusImporter.parse(Data(contentsOf: SharedData.bill(file)), file: file)
        #expect(try await database.reading { try $0.bill(parsed.id) }?.title == parsed.title)
        #expect(!parsed.actions.isEmpty && parsed.sponsor != nil && parsed.latestAction != nil)
    }

    @Test(arguments: DatabaseKind.allCases)
    func theInflationReductionActHasItsStatusAndRecordedVotes(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bill("BILLSTATUS-117hr5376.xml"), into: database)
        let id = try billID("hr5376-117")
        let bill = try #require(try await database.reading { try $0.bill(id) })
        #expect(bill.title == "Inflation Reduction Act of 2022")
        #expect(bill.originChamber == "House" && bill.introducedDate == "2021-09-27")
        #expect(bill.sponsor?.bioguideID == "Y000062" && bill.sponsor?.fullName == "Rep. Yarmuth, John A. [D-KY-3]")
        #expect(bill.sponsor?.district == 3)
        #expect(bill.latestAction == Bill.LatestAction(date: "2022-08-16", text: "Became Public Law No: 117-169."))
        #expect(bill.laws == [Bill.Law(type: "Public Law", number: "117-169")])
        #expect(bill.policyArea == "Economics and Public Finance")
        let summary = try #require(bill.summary)
        // The Public Law summary (the latest), as plain text.
        #expect(summary.hasPrefix("TITLE I--COMMITTEE ON FINANCE\n\nSubtitle A--Deficit Reduction"))
        #expect(!summary.contains("<p>") && summary.contains("alternative minimum tax of 15%"))
        // Actions record House rolls 384–386 (2021) and 420 (2022) and Senate roll 325 (2022);
        // no vote file is imported, so none is linked yet.
        #expect(bill.rollCalls.map(\.id.chatForm) == ["h384-2021", "h385-2021", "h386-2021", "s325-2022", "h420-2022"])
        #expect(bill.rollCalls.allSatisfy { $0.rollCall == nil && $0.actionText != nil })

        let record = try #require(try await database.reading { try $0.billRecord(id) })
        #expect(record.actions.count == 57 && record.subjects.count == 249 && record.summaries.count == 5)
        #expect(record.actions.flatMap(\.recordedVotes).count == 7)
        #expect(record.titles.first == Bill.Title(type: "Display Title", title: "Inflation Reduction Act of 2022"))
    }

    @Test(arguments: DatabaseKind.allCases)
    func itsRollCallsLinkToImportedVotes(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bill("BILLSTATUS-117hr5376.xml"), into: database)
        try await VotesImporter.importFile(at: SharedData.votes, into: database)
        let bill = try #require(try await database.reading { try $0.bill(billID("hr5376-117")) })
        let linked = bill.rollCalls.filter { $0.rollCall != nil }
        #expect(linked.map(\.id.chatForm) == ["h385-2021", "s325-2022", "h420-2022"])
        #expect(linked.first { $0.id.chatForm == "s325-2022" }?.rollCall?.result == "Bill Passed")
    }

    @Test(arguments: DatabaseKind.allCases)
    func aVoteNamingABillWithoutAnActionIsStillItsRollCall(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bill("BILLSTATUS-117hr1.xml"), into: database)
        try await VotesImporter.importFile(at: SharedData.vote("h62-117.2021.data.json"), into: database)
        let bill = try #require(try await database.reading { try $0.bill(billID("hr1-117")) })
        #expect(bill.rollCalls.map(\.id.chatForm) == ["h61-2021", "h62-2021"])
        #expect(bill.rollCalls.last?.rollCall?.question == "On Passage: H R 1 For the People Act")
        #expect(bill.cosponsorCount == 222 && bill.laws.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func theLegacyLayoutReadsTheSameFacts(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bill("BILLSTATUS-114s1300.legacy.xml"), into: database)
        let id = try billID("s1300-114")
        let bill = try #require(try await database.reading { try $0.bill(id) })
        #expect(bill.title == "Adoptive Family Relief Act")
        #expect(bill.sponsor?.bioguideID == "F000062")
        #expect(bill.sponsor?.party == "D" && bill.sponsor?.state == "CA")  // from "[D-CA]"
        #expect(bill.laws == [Bill.Law(type: "Public Law", number: "114-70")])
        #expect(bill.policyArea == "Immigration")
        #expect(bill.latestAction?.text == "Became Public Law No: 114-70.")
        #expect(bill.cosponsorCount == 21)
        let record = try #require(try await database.reading { try $0.billRecord(id) })
        #expect(record.actions.count == 25 && record.summaries.count == 5)
        #expect(record.subjects == ["Adoption and foster care", "Immigration status and procedures",
                                    "User charges and fees", "Visas and passports"])
        #expect(record.cosponsors.first?.isOriginalCosponsor == true)
    }

    @Test(arguments: DatabaseKind.allCases)
    func fullTextSearchFindsBillsByTitleAndSummary(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bills, into: database)
        #expect(try await database.reading { try $0.searchBills("inflation reduction") }.first?.id == BillID("hr5376-117"))
        #expect(try await database.reading { try $0.searchBills("adoptive families visas") }.first?.id == BillID("s1300-114"))
        #expect(try await database.reading { try $0.searchBills("Eugene Goodman") }.map(\.id) == [BillID("s35-117")])
        for hostile in ["\"", "*", "NEAR(", "inflation\" OR \"", "-", "AND", "\"unclosed", "title:x", "^a", "()", "😀"] {
            _ = try await database.reading { try $0.searchBills(hostile) }
        }
        #expect(try await database.reading { try $0.searchBills("  ") }.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func missingBillsGetCloseSuggestions(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bills, into: database)
        #expect(try await database.reading { try $0.bill(billID("hr5376-118")) } == nil)
        #expect(try await database.reading { try $0.billSuggestions(for: billID("hr5376-118")) }.first == BillID("hr5376-117"))
        #expect(try await database.reading { try $0.billSuggestions(for: billID("s5376-117")) }.first == BillID("hr5376-117"))
        #expect(try await database.reading { try $0.billSuggestions(for: billID("hr6660-117")) }.first == BillID("hr6658-117"))
    }

    @Test(arguments: DatabaseKind.allCases)
    func reimportingChangesNothingAndANewerRecordReplaces(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let count = SharedData.billFiles.count
        #expect(try await BillStatusImporter.importFile(at: SharedData.bills, into: database) == BillImportSummary(added: count))
        let before = try await database.reading { try $0.billRecord(billID("s35-117")) }
        for _ in 0..<2 {
            #expect(try await BillStatusImporter.importFile(at: SharedData.bills, into: database) == BillImportSummary(unchanged: count))
        }
        #expect(try await database.reading { try $0.billRecord(billID("s35-117")) } == before)
        #expect(try await database.reading { try $0.searchBills("Goodman") }.count == 1)

        let text = try String(contentsOf: SharedData.bill("BILLSTATUS-117s35.xml"), encoding: .utf8)
        let newer = text.replacingOccurrences(of: "<updateDate>2022-09-07T13:36:03Z</updateDate>",
                                              with: "<updateDate>2023-01-01T00:00:00Z</updateDate>")
            .replacingOccurrences(of: "Held at the desk.</text>", with: "Passed House.</text>")
        let path = try SharedData.temporaryFile(named: "BILLSTATUS-117s35.xml", containing: newer)
        #expect(try await BillStatusImporter.importFile(at: URL(fileURLWithPath: path), into: database) == BillImportSummary(updated: 1))
        #expect(try await database.reading { try $0.bill(billID("s35-117")) }?.latestAction?.text == "Passed House.")
        #expect(try await database.reading { try $0.billCount() } == count)
        #expect(try await database.reading { try $0.searchBills("Goodman") }.count == 1)
    }

    @Test(arguments: DatabaseKind.allCases, [("BILLSTATUS-117hr5376.xml", 0.4), ("BILLSTATUS-114s1300.legacy.xml", 0.9), ("BILLSTATUS-117sconres7.xml", 0.05)])
    func aTruncatedFileChangesNothingAndNamesTheLine(kind: DatabaseKind, truncation: (file: String, fraction: Double)) async throws {
        let (file, fraction) = truncation
        let database = try await kind.makeDatabase(label: "import")
        try await BillStatusImporter.importFile(at: SharedData.bill("BILLSTATUS-117s35.xml"), into: database)
        let truncated = try SharedData.truncatedCopy(of: SharedData.bill(file), keeping: fraction)
        let error = await #expect(throws: ImportError.self) {
            try await BillStatusImporter.importFile(at: truncated, into: database)
        }
        #expect(error?.file == file)
        let lines = try Data(contentsOf: truncated).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        #expect((1...lines).contains(try #require(error?.line)), "\(String(describing: error))")
        #expect(try await database.reading { try $0.billCount() } == 1)
    }

    @Test(arguments: [
        ("<billStatus><bill><type>HR</type><congress>117</congress><title>T</title></bill></billStatus>", "billStatus/bill/billNumber"),
        ("<billStatus><bill><number>1</number><type>XX</type><congress>117</congress></bill></billStatus>", "billStatus/bill/type"),
        ("<billStatus><bill><number>1</number><type>HR</type><congress>117</congress><title>T</title><actions><item><text>x</text></item></actions></bill></billStatus>", "billStatus/bill/actions/item/actionDate"),
        ("<rollcall-vote/>", "rollcall-vote"),
    ])
    func malformedBillFilesNameTheElement(text: String, element: String) throws {
        let error = #expect(throws: ImportError.self) { try BillStatusImporter.parse(Data(text.utf8), file: "bad.xml") }
        #expect(error?.element == element, "\(String(describing: error))")
    }
}
