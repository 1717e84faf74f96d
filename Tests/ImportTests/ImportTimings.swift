import Foundation
import Import
import Storage
import Testing

/// Prints how long the full real imports take (a figure for the report, never a pass/fail time).
@Suite("Import timings")
struct ImportTimings {
    @Test func printsFullImportTimes() async throws {
        let database = try TownhallDatabase.temporary()
        let clock = ContinuousClock()
        let legislators = try await clock.measure {
            try await LegislatorsImporter.importFile(at: SharedData.legislators, into: database)
        }
        let districts = try await clock.measure {
            try await DistrictsImporter.importFile(at: SharedData.districts, into: database)
        }
        print("import timings: legislators-current.yaml (537 members) \(legislators); zccd.csv (42,033 rows) \(districts)")
        #expect(try await database.zipDistrictCount() == 42_033)
    }
}
