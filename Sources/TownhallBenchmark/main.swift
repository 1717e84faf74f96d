// Townhall's benchmarks, one per file; each prints figures and none passes or fails.
// Build and run in release:
//   swift build -c release --product TownhallBenchmark && .build/release/TownhallBenchmark upvotes
// Run from the package root: cached databases live under .build/benchmark/.
import Foundation

let benchmarks: [(name: String, run: () async throws -> Void)] = [
    ("upvotes", UpvotesBenchmark.run),
    ("incidents", IncidentsBenchmark.run),
    ("bills", BillsBenchmark.run),
    ("sync", SyncBenchmark.run),
    ("rocks", RocksBenchmark.run),
    ("letters", LettersBenchmark.run),
    ("smtp", SMTPBenchmark.run),
    ("live", LiveBenchmark.run),
    ("matrix", MatrixBenchmark.run),
    ("vip", VIPImportBenchmark.run),
    ("polls", PollsBenchmark.run),
    ("accounts", AccountsBenchmark.run),
    ("pingcore", PingCoreBenchmark.run),
    ("officials", OfficialsBenchmark.run),
    ("failover", FailoverBenchmark.run),
]

let requested = CommandLine.arguments.dropFirst().first
guard let benchmark = benchmarks.first(where: { $0.name == requested }) else {
    let names = benchmarks.map(\.name).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: TownhallBenchmark <\(names)>\n".utf8))
    exit(64)
}
do {
    try await benchmark.run()
} catch {
    FileHandle.standardError.write(Data("\(benchmark.name) benchmark failed: \(error)\n".utf8))
    exit(1)
}
