import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the full real `legislators-current.yaml` (537 sitting members, snapshot of 2026-06-15).
@Suite("Legislators import (real file)")
struct LegislatorsImportTests {
    @Test(arguments: DatabaseKind.allCases)
    func importsEverySittingMemberWithTheirCurrentTerm(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        #expect(summary == MemberImportSummary(added: 537, updated: 0, leftOffice: 0))
        #expect(try await database.reading { try $0.memberCount() } == 537)

        let pelosi = try #require(try await database.reading { try $0.member(bioguideID: "P000197") })
        #expect(pelosi.chamber == .house)
        #expect(pelosi.houseDistrict?.code == "CA-11")
        #expect(pelosi.party == "Democrat")
        #expect(pelosi.phone == "202-225-4965")
        #expect(pelosi.termEnd == "2027-01-03")

        let sanders = try #require(try await database.reading { try $0.member(bioguideID: "S000033") })
        #expect(sanders.chamber == .senate && sanders.state == "VT" && sanders.district == nil)
        #expect(sanders.party == "Independent")
        #expect(sanders.lisID == "S313")
        #expect(sanders.thomasID == "01010")
        #expect(sanders.nickname == "Bernie")
        #expect(sanders.senateClass == 1)
        #expect(sanders.contactForm == "https://www.sanders.senate.gov/contact/")
    }

    /// The day each member's unbroken service in their chamber began: across the few days
    /// between one Congress's terms and the next, but not across a move between chambers.
    @Test(arguments: [("P000197", "1987-01-06"), ("S000033", "2007-01-04"), ("S001150", "2024-12-09"),
                      ("W000800", "2023-01-03")])
    func chamberSinceIsTheStartOfUnbrokenServiceInTheChamber(bioguide: String, since: String) async throws {
        let database = try await DatabaseKind.sqlite.makeDatabase(label: "chamber-since")
        try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        let member = try #require(try await database.reading { try $0.member(bioguideID: MemberID(bioguide)) })
        #expect(member.chamberSince == since)
    }

    @Test(arguments: DatabaseKind.allCases)
    func atLargeStatesHaveDistrictZeroAndTwoSenators(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        let wyoming = try await database.reading { try $0.houseMembers(of: CongressionalDistrict(state: "WY", number: 0)) }
        #expect(wyoming.map(\.bioguideID) == ["H001096"])  // Harriet M. Hageman
        #expect(try await database.reading { try $0.senators(of: "WY") }.map(\.lastName).sorted() == ["Barrasso", "Lummis"])
    }

    @Test(arguments: DatabaseKind.allCases)
    func reimportingTwiceChangesNoCounts(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        for _ in 0..<2 {
            let again = try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
            #expect(again == MemberImportSummary(added: 0, updated: 537, leftOffice: 0))
            #expect(try await database.reading { try $0.memberCount(includingFormer: true) } == 537)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func membersMissingFromANewFileAreMarkedNotInOffice(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        try await LegislatorsImporter.importFile(at: DemoData.legislatorsURL.path, into: database)
        #expect(try await database.reading { try $0.memberCount() } == 20)
        #expect(try await database.reading { try $0.memberCount(includingFormer: true) } == 537)
        #expect(try await database.reading { try $0.member(bioguideID: "C000127") }?.inOffice == false)  // Cantwell, not in the demo
    }

    @Test(arguments: DatabaseKind.allCases)
    func aTruncatedFileChangesNothingAndNamesTheLine(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DemoData.seed(into: database)
        let text = try String(contentsOfFile: SharedData.legislators, encoding: .utf8)
        // Cut inside the second entry's "terms:" list header: the entry loses its terms.
        let cut = try #require(text.range(of: "  terms:", range: text.index(text.startIndex, offsetBy: 2_000)..<text.endIndex))
        let path = try SharedData.temporaryFile(named: "legislators-current.yaml", containing: String(text[..<cut.lowerBound]))
        let error = await #expect(throws: ImportError.self) {
            try await LegislatorsImporter.importFile(at: path, into: database)
        }
        let lineOfSecondEntry = text[..<text.range(of: "\n- id:", range: text.index(after: text.startIndex)..<text.endIndex)!.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false).count + 1
        #expect(error?.line == lineOfSecondEntry)
        #expect(error?.description.contains("missing terms") == true)
        #expect(try await database.reading { try $0.memberCount() } == 20)
        #expect(try await database.reading { try $0.member(bioguideID: "C000127") } == nil)
    }

    @Test(arguments: [
        ("- id: {bioguide: X1}\n  name: {first: A, last: B}\n  terms: [{type: rep, state: VT}]\n", 3, "district"),
        ("- id: {bioguide: X1}\n  name: {first: A}\n  terms: []\n", 1, "name"),
        ("- id: {bioguide: X1}\n  name: {first: A, last: B}\n  terms:\n  - {type: sen, state: VT}\n- id: {bioguide: X1}\n  name: {first: C, last: D}\n  terms: [{type: sen, state: VT}]\n", 5, "already used"),
        ("- id: {bioguide: X1}\n  name: [unclosed\n", 3, "not valid YAML"),
        ("bioguide: X1\n", 1, "expected a list"),
    ])
    func malformedEntriesAreRefusedWithTheirLine(yaml: String, line: Int, words: String) throws {
        let error = #expect(throws: ImportError.self) { try LegislatorsImporter.parse(yaml, file: "bad.yaml") }
        #expect(error?.line == line)
        #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }
}
