import Chat
import Civic
import Foundation
import SQLStore
import Storage
import TownhallApp

/// `TownhallBenchmark incidents`: on 1 million reports over every ZIP with 10 million likes,
/// the latency of `incidents <zip> top` (through the command path and its query alone), and
/// acknowledged-and-committed reports and likes per second with 500 concurrent callers.
enum IncidentsBenchmark {
    static let concurrentCallers = 500
    static let topRuns = 5_000
    /// Reports and likes measured; `TOWNHALL_BENCH_INCIDENTS` makes a run smaller (PostgreSQL).
    static let reportsMeasured = ProcessInfo.processInfo.environment["TOWNHALL_BENCH_INCIDENTS"].flatMap(Int.init) ?? 50_000
    static let likesMeasured = reportsMeasured
    static let parts = ["top", "report", "like"]

    /// Reports seeded on PostgreSQL (`incidents postgres`), fewer than on SQLite: they are written
    /// by the server in one statement, but every later statement's plans and caches warm on them.
    static let postgresReports = 200_000

    static func run() async throws {
        if CommandLine.arguments.dropFirst(2).first == IncidentsPostgresBenchmark.workerWord {
            return try await IncidentsPostgresBenchmark.runWorker(Array(CommandLine.arguments.dropFirst(3)))
        }
        let arguments = Set(CommandLine.arguments.dropFirst(2))
        let chosen = arguments.subtracting([UpvotesBenchmark.postgresWord])
        if let unknown = chosen.subtracting(parts).first {
            throw UpvotesBenchmark.BenchmarkUsage(description: "no part \"\(unknown)\" in incidents; parts: \(parts.joined(separator: " "))"
                + "; or postgres [report] [like] for PostgreSQL")
        }
        if arguments.contains(UpvotesBenchmark.postgresWord) {
            return try await IncidentsPostgresBenchmark.run(parts: chosen.isEmpty ? ["report", "like"] : chosen)
        }
        func wanted(_ part: String) -> Bool { chosen.isEmpty || chosen.contains(part) }
        let (database, folder) = try await IncidentsDatabase.freshCopy()
        defer { BenchmarkCache.discard(folder) }
        let zips = try await database.reading { try $0.zipCodes() }
        print("database: \(IncidentsDatabase.reportCount) reports, \(IncidentsDatabase.likeCount) likes, "
            + "\(IncidentsDatabase.accountCount) accounts, \(zips.count) ZIPs")
        let rules = IncidentRules()
        try await database.useIncidentHalfLife(rules.halfLifeSeconds)
        if wanted("top") { try await measureTop(database: database, zips: zips, rules: rules) }
        if wanted("report") { try await measureReports(database: database, zips: zips) }
        if wanted("like") { try await measureLikes(database: database) }
    }

    /// `incidents <zip> top` one after another over random ZIPs: the command path (the real
    /// ChatCore, in a DM), then the storage query alone.
    private static func measureTop(database: TownhallDatabase, zips: [String], rules: IncidentRules) async throws {
        let commandSamples = await topCommandSamples(database: database, zips: zips, runs: topRuns, seed: 11, rules: rules)
        print("incidents <zip> top, chat command path: \(Figures.latency(commandSamples))")
        var random = SplitMix64(seed: 12)
        let clock = ContinuousClock()
        var querySamples: [Duration] = []
        var listed = 0
        for _ in 0..<topRuns {
            let listing = IncidentListing(area: .zip(zips[Int(random.next() % UInt64(zips.count))]), order: .top, limit: 50,
                                          nearness: rules.nearness)
            let started = clock.now
            listed += try await database.reading { try $0.incidents(listing) }.count
            querySamples.append(clock.now - started)
        }
        print("incidents <zip> top, storage query alone: \(Figures.latency(querySamples)) — \(listed / topRuns) reports listed on average")
    }

    /// `runs` of `incidents <zip> top` one after another, over ZIPs drawn from `zips` with
    /// `seed`, through the real ChatCore in a DM: each one's time from the event to the replies.
    static func topCommandSamples(database: TownhallDatabase, zips: [String], runs: Int, seed: UInt64,
                                  rules: IncidentRules = IncidentRules()) async -> [Duration] {
        let core = TownhallCore.make(database: database,
                                     configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)),
                                     incidentRules: rules)
        var random = SplitMix64(seed: seed)
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for _ in 0..<runs {
            let zip = zips[Int(random.next() % UInt64(zips.count))]
            let event = ChatEvent(network: IncidentsDatabase.network, sender: ChatSender(nick: "reader", account: "reader"),
                                  place: .direct, text: "incidents \(zip) top")
            let started = clock.now
            _ = await core.handle(event)
            samples.append(clock.now - started)
        }
        return samples
    }

    private static func measureReports(database: TownhallDatabase, zips: [String]) async throws {
        try await measure("reports (TownhallDatabase.report)", count: reportsMeasured, databases: [database],
                          part: "report") { index in
            try await fileReport(index, on: database, zips: zips)
        }
    }

    /// Report `index` by account `index % accountCount` in the `index`-th ZIP of a stride; true
    /// when it was filed.
    static func fileReport(_ index: Int, on database: TownhallDatabase, zips: [String]) async throws -> Bool {
        let outcome = try await database.report(.line, zip: zips[(index &* 7_907) % zips.count], text: "Benchmark report \(index)",
                                                imageURL: nil, by: IncidentsDatabase.account(index % IncidentsDatabase.accountCount),
                                                perHour: 1_000, at: IncidentsDatabase.now)
        if case .filed = outcome { return true }
        return false
    }

    private static func measureLikes(database: TownhallDatabase) async throws {
        try await measure("likes (TownhallDatabase.like)", count: likesMeasured, databases: [database], part: "like") { index in
            try await like(index, on: database, reports: IncidentsDatabase.reportCount)
        }
    }

    /// Like `index` (of `reports` reports); true when it was counted.
    static func like(_ index: Int, on database: TownhallDatabase, reports: Int) async throws -> Bool {
        // Accounts beyond the synthetic ones: none has liked anything yet.
        let liker = AccountIdentity(network: IncidentsDatabase.network, name: "liker\(index % 5_000)")
        let report = Int64((index / 5_000) &* 104_729 % reports + 1)
        let outcome = try await database.like(report, by: liker, at: IncidentsDatabase.now)
        if case .counted = outcome { return true }
        return false
    }

    /// Runs `operation(0..<count)` with `concurrentCallers` callers, each awaiting its own reply
    /// before the next, and prints acknowledged-and-committed per second.
    private static func measure(_ label: String, count: Int, databases: [TownhallDatabase], part: String,
                                operation: @escaping @Sendable (Int) async throws -> Bool) async throws {
        let report = try await runShare(Array(0..<count), callers: concurrentCallers, databases: databases, part: part,
                                        operation: operation)
        print("\(label), \(concurrentCallers) concurrent callers:")
        printTotals(report)
    }

    /// Runs `operation` on each of `indices` with `callers` callers, each awaiting its own reply
    /// before the next; `part` ("report" or "like") says whose group-commit queue to count.
    static func runShare(_ indices: [Int], callers: Int, databases: [TownhallDatabase], part: String,
                         operation: @escaping @Sendable (Int) async throws -> Bool) async throws -> ShareReport {
        let meter = ShareMeter(databases: databases) {
            .of($0) { part == "report" ? $0.reportBatching : $0.likeBatching }
        }
        let (acknowledged, failed) = try await withThrowingTaskGroup(of: (done: Int, failed: Int).self) { group in
            for caller in 0..<callers {
                group.addTask {
                    var done = 0, failed = 0
                    for position in stride(from: caller, to: indices.count, by: callers) {
                        do {
                            if try await operation(indices[position]) { done += 1 }
                        } catch SQLEngineError.gaveUpAfterConflicts {
                            failed += 1
                        }
                    }
                    return (done, failed)
                }
            }
            return try await group.reduce((0, 0)) { ($0.0 + $1.done, $0.1 + $1.failed) }
        }
        var report = meter.finish()
        report.acknowledged = acknowledged
        report.failed = failed
        report.refused = indices.count - acknowledged - failed
        return report
    }

    /// A round's figures (or every process's shares added up), indented under its label.
    static func printTotals(_ report: ShareReport) {
        let elapsed = Duration.seconds(report.seconds)
        print("  \(report.acknowledged) acknowledged and committed in \(Figures.seconds(elapsed)): "
            + "\(Figures.perSecond(report.acknowledged, in: elapsed)) (\(report.refused) refused"
            + (report.failed > 0 ? ", \(report.failed) FAILED: the engine gave up)" : ")"))
        print(String(format: "  CPU time %.2f s: %.0f per CPU-second; %d transactions, %d per transaction on average, largest %d",
                     report.cpuSeconds, Double(report.acknowledged) / report.cpuSeconds, report.transactions,
                     report.transactions == 0 ? 0 : report.requests / report.transactions, report.largestBatch))
    }
}
