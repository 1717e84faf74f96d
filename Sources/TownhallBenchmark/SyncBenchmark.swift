import Foundation
import HTTPTestServer
import Storage
import Sync
import TownhallApp

/// `townhall sync` of the legislators and ZIP files from a real HTTP server on loopback serving
/// ../shared/data/civic in place: the first sync (download and import), then the sync with
/// nothing new (two conditional requests answered 304), which is what cron runs all day.
enum SyncBenchmark {
    static let unchangedRuns = 50

    static func run() async throws {
        let data = try BillsBenchmark.sharedData()
        let server = try await TestFileServer.start()
        server.serve(data.appendingPathComponent("legislators/legislators-current.yaml"), at: "/legislators-current.yaml")
        server.serve(data.appendingPathComponent("zip-district/zccd.csv"), at: "/zccd.csv")
        var configuration = SyncConfiguration()
        configuration.sources = [
            SyncSource(name: "legislators", kind: .legislators, location: .files([server.url("/legislators-current.yaml")])),
            SyncSource(name: "districts", kind: .districts, location: .files([server.url("/zccd.csv")])),
        ]
        let database = DatabaseAddress.sqlite(path: FileManager.default.temporaryDirectory
            .appendingPathComponent("townhall-sync-bench-\(UUID().uuidString)/townhall.sqlite").path)
        try await BillsBenchmark.time("first sync (1.7 MB downloaded, 537 members and 42,033 ZIP rows imported)") {
            let reports = try await SyncRunner.run(configuration, database: database)
            precondition(reports.allSatisfy { $0.imported.count == 1 }, "\(reports)")
        }
        var sample = LatencySample()
        for _ in 0..<unchangedRuns {
            let start = ContinuousClock.now
            let reports = try await SyncRunner.run(configuration, database: database)
            sample.record(ContinuousClock.now - start)
            precondition(reports.allSatisfy { $0.unchanged == 1 }, "\(reports)")
        }
        print("sync with nothing new (2 sources, 304 each): \(sample.summary)")
        try await server.shutdown()
    }
}
