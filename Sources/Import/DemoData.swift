import Foundation
import Storage

/// The small demo dataset shipped with Townhall (a few real members and ZIPs, in the official
/// formats) so that a fresh console can answer `zip`, `reps` and `rep` at once.
public enum DemoData {
    /// The shipped demo legislators YAML.
    public static var legislatorsURL: URL { demoDirectory.appendingPathComponent("legislators-demo.yaml") }
    /// The shipped demo ZIP → district CSV.
    public static var districtsURL: URL { demoDirectory.appendingPathComponent("zccd-demo.csv") }

    private static var demoDirectory: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Demo", isDirectory: true)
    }

    /// Imports the demo dataset into `database` (replacing members and ZIP rows).
    public static func seed(into database: TownhallDatabase) async throws {
        try await LegislatorsImporter.importFile(at: legislatorsURL.path, into: database)
        try await DistrictsImporter.importFile(at: districtsURL.path, into: database)
    }

    /// Seeds only a database that has no members and no ZIPs yet, so real imported data is never
    /// replaced by the demo. Returns whether it seeded.
    @discardableResult
    public static func seedIfEmpty(_ database: TownhallDatabase) async throws -> Bool {
        guard try await database.reading({ try $0.memberCount(includingFormer: true) }) == 0,
              try await database.reading { try $0.zipDistrictCount() } == 0 else { return false }
        try await seed(into: database)
        return true
    }
}
