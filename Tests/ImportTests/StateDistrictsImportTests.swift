import DatabaseTestSupport
import Foundation
import Import
import Storage
import Testing

/// The Census ZCTA → state legislative district files, in their format (the demo's excerpt and
/// rows written here), read by their header's names.
@Suite("State districts import")
struct StateDistrictsImportTests {
    static let upperHeader = "OID_SLDU2024_20|GEOID_SLDU2024_20|NAMELSAD_SLDU2024_20|AREALAND_SLDU2024_20|AREAWATER_SLDU2024_20|"
        + "MTFCC_SLDU2024_20|FUNCSTAT_SLDU2024_20|OID_ZCTA5_20|GEOID_ZCTA5_20|NAMELSAD_ZCTA5_20|AREALAND_ZCTA5_20|"
        + "AREAWATER_ZCTA5_20|MTFCC_ZCTA5_20|CLASSFP_ZCTA5_20|FUNCSTAT_ZCTA5_20|AREALAND_PART|AREAWATER_PART"

    static func upperRow(_ geoid: String, _ name: String, zcta: String, land: String) -> String {
        "1|\(geoid)|\(name)|1|0|G5210|N|2|\(zcta)|ZCTA5 \(zcta)|1|0|G6350|B5|S|\(land)|0"
    }

    @Test(arguments: DatabaseKind.allCases)
    func aSplitZipKnowsItsDistrictsLargestFirstAndAReimportReplaces(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "state-districts")
        let text = [Self.upperHeader, Self.upperRow("06011", "State Senate District 11", zcta: "94112", land: "200"),
                    Self.upperRow("06013", "State Senate District 13", zcta: "94112", land: "900"),
                    Self.upperRow("06ZZZ", "State Senate Districts not defined", zcta: "94112", land: "5"),
                    Self.upperRow("06011", "State Senate District 11", zcta: "", land: "7")].joined(separator: "\n") + "\n"
        let path = try SharedData.temporaryFile(named: "tab20_sldu202420_zcta520_natl.txt", containing: text)
        let summary = try await StateDistrictsImporter.importFiles(at: [URL(fileURLWithPath: path)], into: database)
        #expect(summary.line == "2 ZIP-to-state-district rows (CA upper)")
        let areas = try await database.reading { try $0.stateDistricts(forZip: "94112") }
        #expect(areas.map(\.districtKey) == ["13", "11"])
        #expect(areas.map(\.landArea) == [900, 200])
        try await StateDistrictsImporter.importFiles(at: [DemoData.stateDistrictsURL], into: database)
        #expect(try await database.reading { try $0.stateDistricts(forZip: "94112") }.isEmpty)
        #expect(try await database.reading { try $0.stateDistricts(forZip: "94110") }.map(\.districtName)
            == ["State Senate District 11", "Assembly District 17"])
    }

    @Test func columnsAreFoundByTheirNamesNotTheirPlace() throws {
        let text = "AREALAND_PART|GEOID_ZCTA5_20|NAMELSAD_SLDL2024_20|GEOID_SLDL2024_20\n4500|24019|District 1B|24001\n"
        let rows = try StateDistrictsImporter.parse(text, file: "reordered.txt")
        #expect(rows.map(\.state.code) == ["MD"])
        #expect(rows.map(\.chamber) == [.lower])
        #expect(rows.map(\.districtKey) == ["1b"])
        #expect(rows.map(\.zcta) == ["24019"])
    }

    @Test func windowsLineEndsSeparateRowsAsNewlinesDo() throws {
        let text = [Self.upperHeader, Self.upperRow("06011", "State Senate District 11", zcta: "94110", land: "900"),
                    Self.upperRow("06013", "State Senate District 13", zcta: "94110", land: "20")].joined(separator: "\r\n") + "\r\n"
        let rows = try StateDistrictsImporter.parse(text, file: "crlf.txt")
        #expect(rows.map(\.districtKey) == ["11", "13"])
        #expect(rows.map(\.landArea) == [900, 20])
    }

    @Test(arguments: [
        ("GEOID_ZCTA5_20|AREALAND_PART\n94110|1\n", 1, "GEOID_SLDU"),
        (upperHeader + "\n" + upperRow("06011", "D", zcta: "9411", land: "1") + "\n", 2, "ZCTA must be 5 digits"),
        (upperHeader + "\n" + upperRow("99011", "D", zcta: "94110", land: "1") + "\n", 2, "unknown state code 99"),
        (upperHeader + "\n" + upperRow("06011", "D", zcta: "94110", land: "x") + "\n", 2, "AREALAND_PART"),
        (upperHeader + "\n" + upperRow("06011", "D", zcta: "94110", land: "1") + "\n1|06011\n", 3, "expected 17 fields, found 2"),
        (upperHeader + "\n\n" + upperRow("06011", "D", zcta: "94110", land: "1") + "\n", 2, "empty line"),
        (upperHeader + "\n", 2, "no rows"),
    ])
    func aMalformedFileIsRefusedWithItsLine(text: String, line: Int, words: String) {
        let error = #expect(throws: ImportError.self) { try StateDistrictsImporter.parse(text, file: "bad.txt") }
        #expect(error?.line == line)
        #expect(error?.description.contains(words) == true, "\(String(describing: error))")
    }

    @Test(arguments: DatabaseKind.allCases)
    func aMalformedFileChangesNothing(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase(label: "state-districts")
        try await StateDistrictsImporter.importFiles(at: [DemoData.stateDistrictsURL], into: database)
        let bad = try SharedData.temporaryFile(named: "tab20_sldl202420_zcta520_natl.txt",
                                               containing: Self.upperHeader + "\n1|06011\n")
        await #expect(throws: ImportError.self) {
            try await StateDistrictsImporter.importFiles(at: [URL(fileURLWithPath: bad)], into: database)
        }
        #expect(try await database.reading { try $0.zipStateDistrictCount() } == 2)
    }
}
