import Foundation
import Storage

/// `TownhallBenchmark incidents postgres [report] [like]`: reports and likes on PostgreSQL with one
/// bot process, then with two real OS processes — this one and a worker (this binary again,
/// `WorkerProcess`), each with its own engine and pool and half the callers, started together.
/// The second round files other reports and likes than the first.
enum IncidentsPostgresBenchmark {
    /// The hidden mode a worker runs in: `incidents postgres-worker URL PART FIRST END SHARE SHARES CALLERS`.
    static let workerWord = "postgres-worker"
    static let processes = 2

    static func run(parts: Set<String>) async throws {
        let bench = try await PostgresBenchDatabase.open(label: "incidents", processes: 1) { database in
            try await PostgresBenchDatabase.seedIncidents(database, reports: IncidentsBenchmark.postgresReports)
        }
        let database = bench.databases[0]
        let zips = try await database.reading { try $0.zipCodes() }
        print("database: \(IncidentsBenchmark.postgresReports) reports, no earlier likes, "
            + "\(IncidentsDatabase.accountCount) accounts, \(zips.count) ZIPs")
        let count = IncidentsBenchmark.reportsMeasured
        for part in ["report", "like"] where parts.contains(part) {
            let report = try await IncidentsBenchmark.runShare(Array(0..<count), callers: IncidentsBenchmark.concurrentCallers,
                                                               databases: [database], part: part,
                                                               operation: operation(part, on: database, zips: zips))
            print("\(part)s, PostgreSQL, 1 bot process, \(IncidentsBenchmark.concurrentCallers) concurrent callers:")
            IncidentsBenchmark.printTotals(report)
            print("  \(report.retried) transactions run again after a conflict, \(report.gaveUp) given up")
        }
        for part in ["report", "like"] where parts.contains(part) {
            try await measureWithWorker(bench, part: part, indices: count..<(2 * count), zips: zips)
        }
        try await database.close()
    }

    /// The two-process round of `part`: share 0 of `indices` here, share 1 in the worker.
    private static func measureWithWorker(_ bench: PostgresBenchDatabase.Opened, part: String, indices: Range<Int>,
                                          zips: [String]) async throws {
        let callers = IncidentsBenchmark.concurrentCallers / processes
        let database = bench.databases[0]
        let round = try await WorkerProcess.round(
            arguments: ["incidents", workerWord, bench.url, part, "\(indices.lowerBound)", "\(indices.upperBound)", "1",
                        "\(processes)", "\(callers)"],
            password: bench.password
        ) {
            try await IncidentsBenchmark.runShare(share(0, of: indices), callers: callers, databases: [database],
                                                  part: part, operation: operation(part, on: database, zips: zips))
        }
        print("\(part)s, PostgreSQL, " + WorkerProcess.roundTitle(processes: processes, callers: callers))
        ShareReport.printProcesses(of: round)
        print("  both processes:")
        IncidentsBenchmark.printTotals(round.total)
        print("  \(round.total.retried) transactions run again after a conflict, \(round.total.gaveUp) given up")
    }

    /// In the worker: connects, waits for the parent's go, runs its share of `part` and reports.
    static func runWorker(_ arguments: [String]) async throws {
        guard arguments.count == 7, ["report", "like"].contains(arguments[1]),
              let first = Int(arguments[2]), let end = Int(arguments[3]), first < end,
              let index = Int(arguments[4]), let shares = Int(arguments[5]), (0..<shares).contains(index),
              let callers = Int(arguments[6]), callers > 0 else {
            throw UpvotesBenchmark.BenchmarkUsage(description: "usage: incidents \(workerWord) URL report|like FIRST END SHARE SHARES"
                + " CALLERS (started by `incidents postgres`, password in $\(WorkerProcess.passwordVariable))")
        }
        let part = arguments[1]
        let database = try await TownhallDatabase.open(postgres: arguments[0], password: try WorkerProcess.password(),
                                                       migrate: false)
        let zips = try await database.reading { try $0.zipCodes() }
        try WorkerProcess.awaitStart()
        let report = try await IncidentsBenchmark.runShare(share(index, of: first..<end, shares: shares), callers: callers,
                                                           databases: [database], part: part,
                                                           operation: operation(part, on: database, zips: zips))
        WorkerProcess.send(report)
        try await database.close()
    }

    /// Share `index` of `indices`: those that leave `index` divided by `shares` (the ones the
    /// one-process benchmark gave each of its engines in turn).
    private static func share(_ index: Int, of indices: Range<Int>, shares: Int = processes) -> [Int] {
        indices.filter { $0 % shares == index }
    }

    private static func operation(_ part: String, on database: TownhallDatabase,
                                  zips: [String]) -> @Sendable (Int) async throws -> Bool {
        if part == "report" {
            return { index in try await IncidentsBenchmark.fileReport(index, on: database, zips: zips) }
        }
        return { index in try await IncidentsBenchmark.like(index, on: database, reports: IncidentsBenchmark.postgresReports) }
    }
}
