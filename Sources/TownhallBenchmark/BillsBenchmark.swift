import Chat
import Foundation
import Import
import Storage
import TownhallApp

/// Imports the whole shared civic data set (legislators, ZIP → district, every vote and bill
/// status file, read in place from ../shared/data/civic) into a fresh SQLite file and prints
/// the import times; then the reply latency of `vote` and `bill` through the real command core,
/// for a speaker whose district is known (so `vote` also looks up their members' casts).
enum BillsBenchmark {
    static let runs = 2_000

    static func run() async throws {
        let data = try sharedData()
        let database = try TownhallDatabase.temporary()
        print("data: \(data.path)")
        try await time("import legislators") {
            try await LegislatorsImporter.importFile(at: data.appendingPathComponent("legislators/legislators-current.yaml").path,
                                                     into: database)
        }
        try await time("import districts") {
            try await DistrictsImporter.importFile(at: data.appendingPathComponent("zip-district/zccd.csv").path, into: database)
        }
        try await time("import votes (every file in votes/)") {
            try await VotesImporter.importFile(at: data.appendingPathComponent("votes"), into: database)
        }
        try await time("import bills (every file in bills/)") {
            try await BillStatusImporter.importFile(at: data.appendingPathComponent("bills"), into: database)
        }
        let (rollCalls, casts, bills) = try await database.reading { snapshot in
            (try snapshot.rollCallCount(), try snapshot.castCount(), try snapshot.billCount())
        }
        print("stored: \(rollCalls) roll calls, \(casts) casts, \(bills) bills")

        let bench = BenchmarkSpeaker(database: database)
        _ = await bench.say("zip 94110")
        for command in ["vote s325-2022", "bill hr5376-117", "vote h2-2025", "bill hr1-117"] {
            let first = await bench.say(command).map(\.text)
            precondition(first.count > 2, "\(command) answered \(first)")
            var sample = LatencySample()
            for _ in 0..<runs {
                let start = ContinuousClock.now
                _ = await bench.say(command)
                sample.record(ContinuousClock.now - start)
            }
            print("\(command): \(sample.summary)")
        }
    }

    static func time<T>(_ label: String, _ work: () async throws -> T) async throws {
        let start = ContinuousClock.now
        _ = try await work()
        print("\(label): \(LatencySample.milliseconds(ContinuousClock.now - start))")
    }

    /// ../shared/data/civic from the package root (found from this file's path).
    static func sharedData() throws -> URL {
        guard let root = ScriptSuite.packageRoot(from: #filePath) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: #filePath])
        }
        return root.deletingLastPathComponent().appendingPathComponent("shared/data/civic", isDirectory: true)
    }
}
