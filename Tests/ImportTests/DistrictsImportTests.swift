import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// Imports the full real `zccd.csv` (42,033 rows, 33,774 ZCTAs; 119th Congress districts).
@Suite("ZIP → district import (real file)")
struct DistrictsImportTests {
    @Test(arguments: DatabaseKind.allCases)
    func importsEveryRowWithSplitAndAtLargeZips(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        #expect(try await DistrictsImporter.importFile(at: SharedData.districts, into: database) == 42_033)
        #expect(try await database.reading { try $0.zipCount() } == 33_774)
        // Manhattan's 10001 is split between NY-10 and NY-12.
        #expect(try await database.reading { try $0.districts(forZip: "10001") }.map(\.district.code) == ["NY-10", "NY-12"])
        // 30165 crosses a state line: Alabama's 3rd and Georgia's 14th.
        #expect(try await database.reading { try $0.districts(forZip: "30165") }.map(\.district.code) == ["AL-03", "GA-14"])
        // Wyoming and Vermont are at-large (cd 0).
        #expect(try await database.reading { try $0.districts(forZip: "82001") }.map(\.district.code) == ["WY-AL"])
        #expect(try await database.reading { try $0.districts(forZip: "05401") }.map(\.district.code) == ["VT-AL"])
        #expect(try await database.reading { try $0.districts(forZip: "00000") }.isEmpty)
    }

    @Test(arguments: DatabaseKind.allCases)
    func reimportingTwiceChangesNoCounts(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DistrictsImporter.importFile(at: SharedData.districts, into: database)
        for _ in 0..<2 {
            #expect(try await DistrictsImporter.importFile(at: SharedData.districts, into: database) == 42_033)
            #expect(try await database.reading { try $0.zipDistrictCount() } == 42_033)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aTruncatedFileChangesNothingAndNamesTheLine(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "import")
        try await DemoData.seed(into: database)
        let before = try await database.reading { try $0.zipDistrictCount() }
        let text = try String(contentsOfFile: SharedData.districts, encoding: .utf8)
        // The real file has CRLF line endings ("\r\n" is a single Character).
        let lines = text.split(whereSeparator: \.isNewline)
        // 20,000 whole lines, then part of the next one, as an interrupted download leaves it.
        let truncated = lines[..<20_000].joined(separator: "\r\n") + "\r\n" + lines[20_000].prefix(6)
        let path = try SharedData.temporaryFile(named: "zccd.csv", containing: truncated)
        let error = await #expect(throws: ImportError.self) {
            try await DistrictsImporter.importFile(at: path, into: database)
        }
        #expect(error?.line == 20_001)
        #expect(error?.file == "zccd.csv")
        #expect(try await database.reading { try $0.zipDistrictCount() } == before)
        #expect(try await database.reading { try $0.districts(forZip: "35004") }.isEmpty)
    }

    @Test(arguments: [
        ("zcta,cd\n01,AL,35004,3\n", 1, "header"),
        ("state_fips,state_abbr,zcta,cd\n01,AL,35004,3\n01,AL,3500,3\n", 3, "zcta"),
        ("state_fips,state_abbr,zcta,cd\n01,al,35004,3\n", 2, "state_abbr"),
        ("state_fips,state_abbr,zcta,cd\n01,AL,35004,x\n", 2, "cd"),
        ("state_fips,state_abbr,zcta,cd\n01,AL,35004,3,9\n", 2, "4 fields"),
        ("state_fips,state_abbr,zcta,cd\n\n01,AL,35004,3\n", 2, "empty line"),
        ("state_fips,state_abbr,zcta,cd\n", 2, "no rows"),
    ])
    func malformedRowsAreRefusedWithTheirLine(csv: String, line: Int, words: String) {
        let error = #expect(throws: ImportError.self) { try DistrictsImporter.parse(csv, file: "bad.csv") }
        #expect(error?.line == line)
        #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }

    @Test func acceptsWindowsLineEndings() throws {
        let rows = try DistrictsImporter.parse("state_fips,state_abbr,zcta,cd\r\n56,WY,82001,0\r\n", file: "crlf.csv")
        #expect(rows == [ZipDistrict(zcta: "82001", state: "WY", stateFIPS: "56", districtNumber: 0)])
    }
}
