import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the full real `legislators-district-offices.yaml` (1,312 offices of 536 members).
@Suite("District offices import (real file)")
struct DistrictOfficesImportTests {
    @Test(arguments: DatabaseKind.allCases)
    func importsEveryOfficeInTheFilesOrder(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        let summary = try await DistrictOfficesImporter.importFile(at: SharedData.districtOffices, into: database)
        #expect(summary == ContactImportSummary(members: 536, entries: 1_312))
        #expect(try await database.reading { try $0.districtOfficeCount() } == 1_312)

        let pelosi = try await database.reading { try $0.districtOffices(of: "P000197") }
        #expect(pelosi == [DistrictOffice(
            memberID: "P000197", officeID: "P000197-san_francisco", address: "90 7th St.", suite: "Suite 2-800",
            city: "San Francisco", state: "CA", zip: "94103", phone: "415-556-4862", hours: "M-F 9-5:30pm")])
        let aderholt = try await database.reading { try $0.districtOffices(of: "A000055") }
        #expect(aderholt.map(\.city) == ["Cullman", "Jasper", "Tuscumbia"])
        #expect(aderholt[1].building == "Carl Elliott Building")
        #expect(aderholt[0].fax == "202-225-5587")
    }

    @Test("importing again replaces: the same counts, and offices gone from the file are gone", arguments: DatabaseKind.allCases)
    func reimportingReplaces(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DistrictOfficesImporter.importFile(at: SharedData.districtOffices, into: database)
        try await DistrictOfficesImporter.importFile(at: SharedData.districtOffices, into: database)
        #expect(try await database.reading { try $0.districtOfficeCount() } == 1_312)
        try await DistrictOfficesImporter.importFile(at: DemoData.districtOfficesURL.path, into: database)
        #expect(try await database.reading { try $0.districtOfficeCount() } == 12)
        #expect(try await database.reading { try $0.districtOffices(of: "A000055") }.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func aTruncatedFileChangesNothingAndNamesTheLine(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DistrictOfficesImporter.importFile(at: DemoData.districtOfficesURL.path, into: database)
        let text = try String(contentsOfFile: SharedData.districtOffices, encoding: .utf8)
        // Cut just before the second entry's "offices:": that entry has an id and nothing else.
        let second = try #require(text.range(of: "\n- id:", range: text.index(after: text.startIndex)..<text.endIndex))
        let cut = try #require(text.range(of: "  offices:", range: second.upperBound..<text.endIndex))
        let path = try SharedData.temporaryFile(named: "legislators-district-offices.yaml",
                                                containing: String(text[..<cut.lowerBound]))
        let error = await #expect(throws: ImportError.self) {
            try await DistrictOfficesImporter.importFile(at: path, into: database)
        }
        let lineOfSecondEntry = text[..<second.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).count + 1
        #expect(error?.line == lineOfSecondEntry)
        #expect(error?.description.contains("missing the list of offices") == true, "\(String(describing: error))")
        #expect(try await database.reading { try $0.districtOfficeCount() } == 12)
    }

    @Test(arguments: [
        ("- id: {bioguide: X1}\n  offices:\n  - {address: 1 Main St., state: VT}\n", 3, "no city"),
        ("- id: {bioguide: X1}\n  offices:\n  - {city: Burlington, state: Vermont}\n", 3, "two-letter state"),
        ("- id: {bioguide: X1}\n  offices: []\n- id: {bioguide: X1}\n  offices: []\n", 3, "already used"),
        ("- id: {govtrack: 1}\n  offices: []\n", 1, "missing id.bioguide"),
        ("- id: {bioguide: X1}\n  offices: [unclosed\n", 3, "not valid YAML"),
        ("- id: {bioguide: X1}\n  offices: {city: Burlington}\n", 2, "missing the list of offices"),
        ("offices: []\n", 1, "expected a list"),
    ])
    func malformedEntriesAreRefusedWithTheirLine(yaml: String, line: Int, words: String) throws {
        let error = #expect(throws: ImportError.self) { try DistrictOfficesImporter.parse(yaml, file: "bad.yaml") }
        #expect(error?.line == line)
        #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }
}
