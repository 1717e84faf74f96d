import DatabaseTestSupport
import Foundation
import HTTPTestServer
import Storage
import Sync
import Telemetry
import Testing
@testable import TownhallApp

/// Open States people and the Census ZIP → state district files as `townhall sync` sources, on
/// both engines: small fixtures of this test's own in the publishers' formats (a gzip'd tar
/// archive of an openstates/people `data/` tree; a pipe-delimited relationship file) served by
/// the real HTTP test server. Each source's run is recorded and read back as metrics.
@Suite("Sync of Open States people and state districts")
struct StateDataSyncTests {
    static let archivePath = "/openstates/people/archive/refs/heads/main.tar.gz"
    static let upperPath = "/geo/docs/maps-data/data/rel2020/cd-sld/tab20_sldu202420_zcta520_natl.txt"

    @Test(arguments: DatabaseKind.allCases)
    func openStatesPeopleAreImportedThenAskedConditionallyAndReplacedWhenChanged(kind: DatabaseKind) async throws {
        var harness = try await Self.harness(kind, label: "syncopenstates")
        harness.configuration.sources = [SyncSource(name: "openstates", kind: .openstates,
                                                    location: .files([harness.server.url(Self.archivePath)]))]
        let senators = [Self.senator("1", district: "11"), Self.senator("2", district: "13")]
        harness.server.serve(bytes: try Self.archive(people: senators), at: Self.archivePath)

        let first = try #require(try await harness.sync()["openstates"])
        #expect(first.imported.first?.hasPrefix("2 officials of CA (2 legislators, 0 statewide officers") == true,
                "\(first.failureLine ?? "")")
        let database = try await harness.database()
        #expect(try await database.reading { try $0.stateOfficialCount() } == 2)
        let imported = try #require(try await database.reading { try $0.lastSyncRuns() }["openstates"])
        #expect(imported.result == .imported && imported.rows == 2 && imported.failureKind == nil)
        #expect(imported.finishedAt >= imported.startedAt)

        let second = try #require(try await harness.sync()["openstates"])
        #expect(second.unchanged == 1 && second.imported.isEmpty)
        #expect(harness.requests(for: Self.archivePath).map(\.status) == [200, 304])
        #expect(try await database.reading { try $0.lastSyncRuns() }["openstates"]?.result == .unchanged)

        // One senator left office: the state's rows are replaced.
        harness.server.serve(bytes: try Self.archive(people: [senators[0]]), at: Self.archivePath)
        let third = try #require(try await harness.sync()["openstates"])
        #expect(third.imported.first?.hasPrefix("1 officials of CA") == true, "\(third.failureLine ?? "")")
        #expect(try await database.reading { try $0.stateOfficialCount() } == 1)

        // A file that is not YAML: the rows stay, and the failure names the file and its line.
        let broken = (name: "Broken-Person.yml", text: "id: ocd-person/00000000-0000-0000-0000-000000000009\nname: Broken\nroles: [\n")
        harness.server.serve(bytes: try Self.archive(people: [senators[0], senators[1], broken]), at: Self.archivePath)
        let fourth = try #require(try await harness.sync()["openstates"])
        let failure = try #require(fourth.failureLine)
        #expect(failure.contains("Broken-Person.yml") && failure.contains("line "), "\(failure)")
        #expect(try await database.reading { try $0.stateOfficialCount() } == 1)
        let failed = try #require(try await database.reading { try $0.lastSyncRuns() }["openstates"])
        #expect(failed.result == .failed && failed.failureKind == "rejected" && failed.rows == 0)

        // The figures a scrape shows for that run.
        let exporter = MetricsExporter()
        await DatabaseFigureGauges(networks: [], factory: exporter.factory).refresh(from: database)
        let metrics = String(decoding: await exporter.scrape(), as: UTF8.self)
        #expect(Self.value(in: metrics, "townhall_sync_last_result", ["source": "openstates", "result": "failed"]) == 1)
        #expect(Self.value(in: metrics, "townhall_sync_last_result", ["source": "openstates", "result": "imported"]) == 0)
        #expect(Self.value(in: metrics, "townhall_sync_last_failure", ["source": "openstates", "kind": "rejected"]) == 1)
        #expect(Self.value(in: metrics, "townhall_sync_last_rows", ["source": "openstates"]) == 0)
        let runAge = try #require(Self.value(in: metrics, "townhall_sync_last_run_age_seconds", ["source": "openstates"]))
        #expect(runAge >= 0 && runAge < 600)
        #expect(Self.value(in: metrics, "townhall_sync_source_age_seconds", ["source": "openstates"]) != nil)
        if kind == .postgres { try await database.close() }
        try await harness.server.shutdown()
    }

    @Test(arguments: DatabaseKind.allCases)
    func stateDistrictFilesAreImportedThenAskedConditionallyAndAMalformedOneNamesItsLine(kind: DatabaseKind) async throws {
        var harness = try await Self.harness(kind, label: "syncstatedistricts")
        harness.configuration.sources = [SyncSource(name: "state-districts", kind: .stateDistricts,
                                                    location: .files([harness.server.url(Self.upperPath)]))]
        let rows = [Self.upperRow("06011", zcta: "94110", land: "900"), Self.upperRow("06013", zcta: "94110", land: "200"),
                    Self.upperRow("06011", zcta: "94103", land: "500")]
        harness.server.serve(bytes: Self.relationshipFile(rows), at: Self.upperPath)

        let first = try #require(try await harness.sync()["state-districts"])
        #expect(first.imported == ["3 ZIP-to-state-district rows (CA upper)"], "\(first.failureLine ?? "")")
        let database = try await harness.database()
        #expect(try await database.reading { try $0.zipStateDistrictCount() } == 3)
        #expect(try await database.reading { try $0.lastSyncRuns() }["state-districts"]?.rows == 3)

        let second = try #require(try await harness.sync()["state-districts"])
        #expect(second.summaryLine == "state-districts: unchanged since the last sync")
        #expect(harness.requests(for: Self.upperPath).map(\.status) == [200, 304])

        harness.server.serve(bytes: Self.relationshipFile(Array(rows.prefix(2))), at: Self.upperPath)
        #expect(try await harness.sync()["state-districts"]?.imported == ["2 ZIP-to-state-district rows (CA upper)"])
        #expect(try await database.reading { try $0.zipStateDistrictCount() } == 2)

        // The third row has a ZCTA of four digits: line 4 of the file.
        harness.server.serve(bytes: Self.relationshipFile(rows.prefix(2) + [Self.upperRow("06011", zcta: "9410", land: "1")]),
                             at: Self.upperPath)
        let failed = try #require(try await harness.sync()["state-districts"])
        let failure = try #require(failed.failureLine)
        #expect(failure.contains("tab20_sldu202420_zcta520_natl.txt") && failure.contains("line 4"), "\(failure)")
        #expect(try await database.reading { try $0.zipStateDistrictCount() } == 2)
        #expect(try await database.reading { try $0.lastSyncRuns() }["state-districts"]?.failureKind == "rejected")
        if kind == .postgres { try await database.close() }
        try await harness.server.shutdown()
    }

    /// A harness syncing into a fresh database of `kind`.
    static func harness(_ kind: DatabaseKind, label: String) async throws -> SyncHarness {
        switch kind {
        case .sqlite: try await SyncHarness.start()
        case .postgres: try await SyncHarness.start(database: try await kind.newLocation(label: label),
                                                    password: try await DatabaseKind.postgresPassword)
        }
    }

    /// A California state senator's person file in Open States' format.
    static func senator(_ digit: String, district: String) -> (name: String, text: String) {
        (name: "Senator-\(digit).yml", text: """
            id: ocd-person/00000000-0000-0000-0000-00000000000\(digit)
            name: Senator \(digit)
            family_name: Senator
            party:
            - name: Democratic
            roles:
            - start_date: 2020-12-07
              type: upper
              jurisdiction: ocd-jurisdiction/country:us/state:ca/government
              district: '\(district)'

            """)
    }

    /// A gzip'd tar archive laid out as GitHub's archive of openstates/people: `people` in
    /// `data/ca/legislature`, beside a committee file the sync must leave alone.
    static func archive(people: [(name: String, text: String)]) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openstates-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("people-main/data/ca")
        for sub in ["legislature", "committees"] {
            try FileManager.default.createDirectory(at: state.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        for person in people {
            try person.text.write(to: state.appendingPathComponent("legislature/\(person.name)"), atomically: true, encoding: .utf8)
        }
        try "name: Appropriations\nchamber: upper\nmembers: []\n"
            .write(to: state.appendingPathComponent("committees/upper-Appropriations.yml"), atomically: true, encoding: .utf8)
        let archive = folder.appendingPathComponent("main.tar.gz")
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/usr/bin/tar")
        tar.arguments = ["-czf", archive.path, "-C", folder.path, "people-main"]
        try tar.run()
        tar.waitUntilExit()
        #expect(tar.terminationStatus == 0)
        return Array(try Data(contentsOf: archive))
    }

    static let upperHeader = "OID_SLDU2024_20|GEOID_SLDU2024_20|NAMELSAD_SLDU2024_20|AREALAND_SLDU2024_20|AREAWATER_SLDU2024_20|"
        + "MTFCC_SLDU2024_20|FUNCSTAT_SLDU2024_20|OID_ZCTA5_20|GEOID_ZCTA5_20|NAMELSAD_ZCTA5_20|AREALAND_ZCTA5_20|"
        + "AREAWATER_ZCTA5_20|MTFCC_ZCTA5_20|CLASSFP_ZCTA5_20|FUNCSTAT_ZCTA5_20|AREALAND_PART|AREAWATER_PART"

    /// One row of the Census upper-chamber relationship file: the district's columns, the ZCTA's,
    /// then the land they share.
    static func upperRow(_ geoid: String, zcta: String, land: String) -> String {
        "1|\(geoid)|State Senate District \(Int(geoid.dropFirst(2)) ?? 0)|1|0|G5210|N|2|\(zcta)|ZCTA5 \(zcta)|1|0|G6350|B5|S|\(land)|0"
    }

    static func relationshipFile(_ rows: some Sequence<String>) -> [UInt8] {
        Array(([upperHeader] + rows).joined(separator: "\r\n").appending("\r\n").utf8)
    }

    /// The value of `name` with `labels` among its labels in Prometheus' text format.
    static func value(in text: String, _ name: String, _ labels: [String: String]) -> Double? {
        for line in text.split(separator: "\n") where line.hasPrefix(name + "{") {
            guard labels.allSatisfy({ line.contains("\($0.key)=\"\($0.value)\"") }),
                  let space = line.lastIndex(of: " ") else { continue }
            return Double(line[line.index(after: space)...])
        }
        return nil
    }
}
