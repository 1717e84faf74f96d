import Foundation
import Import
import Storage
import Testing

/// Prints how long the full real imports take, split into reading (parse and check) and writing
/// (the one transaction). A figure for reports, never a pass/fail time.
@Suite("Import timings")
struct ImportTimings {
    @Test func printsFullImportTimes() async throws {
        let database = try TownhallDatabase.temporary()
        let clock = ContinuousClock()
        var members: [Member] = []
        let readLegislators = try clock.measure {
            members = try LegislatorsImporter.parse(String(contentsOfFile: SharedData.legislators, encoding: .utf8),
                                                    file: "legislators-current.yaml")
        }
        let writeLegislators = try await clock.measure { try await database.replaceMembers(members) }
        var rows: [ZipDistrict] = []
        let readDistricts = try clock.measure {
            rows = try DistrictsImporter.parse(String(contentsOfFile: SharedData.districts, encoding: .utf8), file: "zccd.csv")
        }
        let writeDistricts = try await clock.measure { try await database.replaceZipDistricts(rows) }
        print("import timings: legislators-current.yaml (\(members.count) members) read \(readLegislators), write \(writeLegislators); "
            + "zccd.csv (\(rows.count) rows) read \(readDistricts), write \(writeDistricts)")
        #expect(try await database.zipDistrictCount() == 42_033)
    }
}
