// Townhall benchmarks, one per file. Build and run in release:
//   swift build -c release --product TownhallBenchmark && .build/release/TownhallBenchmark bills
// Each benchmark prints its figures; none of them passes or fails.
import Foundation

let benchmarks: [String: @Sendable () async throws -> Void] = [
    "bills": BillsBenchmark.run,
    "sync": SyncBenchmark.run,
]

let name = CommandLine.arguments.dropFirst().first ?? ""
guard let benchmark = benchmarks[name] else {
    print("usage: TownhallBenchmark <\(benchmarks.keys.sorted().joined(separator: "|"))>")
    exit(2)
}
try await benchmark()
