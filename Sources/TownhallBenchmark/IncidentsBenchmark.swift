import Chat
import Civic
import Foundation
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
        let arguments = Set(CommandLine.arguments.dropFirst(2))
        let chosen = arguments.subtracting([UpvotesBenchmark.postgresWord])
        if let unknown = chosen.subtracting(parts).first {
            throw UpvotesBenchmark.BenchmarkUsage(description: "no part \"\(unknown)\" in incidents; parts: \(parts.joined(separator: " "))"
                + "; or postgres [report] [like] for PostgreSQL")
        }
        if arguments.contains(UpvotesBenchmark.postgresWord) {
            return try await runOnPostgres(parts: chosen.isEmpty ? ["report", "like"] : chosen)
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
        let core = TownhallCore.make(database: database,
                                     configuration: ChatConfiguration(rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)),
                                     incidentRules: rules)
        var random = SplitMix64(seed: 11)
        let clock = ContinuousClock()
        var commandSamples: [Duration] = []
        for _ in 0..<topRuns {
            let zip = zips[Int(random.next() % UInt64(zips.count))]
            let event = ChatEvent(network: IncidentsDatabase.network, sender: ChatSender(nick: "reader", account: "reader"),
                                  place: .direct, text: "incidents \(zip) top")
            let started = clock.now
            _ = await core.handle(event)
            commandSamples.append(clock.now - started)
        }
        print("incidents <zip> top, chat command path: \(Figures.latency(commandSamples))")
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

    /// `incidents postgres [report] [like]`: reports and likes on PostgreSQL with one bot process,
    /// then with two (each its own engine and pool; the callers alternate between them), then the
    /// transactions run again after a conflict. Others' reports and likes than the first round's.
    private static func runOnPostgres(parts: Set<String>) async throws {
        let databases = try await PostgresBenchDatabase.open(label: "incidents", processes: 2) { database in
            try await PostgresBenchDatabase.seedIncidents(database, reports: postgresReports)
        }.databases
        let zips = try await databases[0].reading { try $0.zipCodes() }
        print("database: \(postgresReports) reports, no earlier likes, \(IncidentsDatabase.accountCount) accounts, \(zips.count) ZIPs")
        for processes in [1, 2] {
            let using = Array(databases.prefix(processes))
            let round = processes - 1
            let label = "PostgreSQL, \(processes) bot process\(processes == 1 ? "" : "es")"
            let before = PostgresBenchDatabase.conflicts(databases)
            if parts.contains("report") {
                try await measureReports(databases: using, zips: zips, label: label, offset: round * reportsMeasured)
            }
            if parts.contains("like") {
                try await measureLikes(databases: using, label: label, reports: postgresReports, offset: round * likesMeasured)
            }
            let after = PostgresBenchDatabase.conflicts(databases)
            print("  \(label): \(after.retried - before.retried) transactions run again after a conflict, "
                + "\(after.gaveUp - before.gaveUp) given up")
        }
        for database in databases { try await database.close() }
    }

    private static func measureReports(database: TownhallDatabase, zips: [String]) async throws {
        try await measureReports(databases: [database], zips: zips, label: nil, offset: 0)
    }

    /// Report `offset + i` by account `(offset + i) % accountCount`, on the databases in turn.
    private static func measureReports(databases: [TownhallDatabase], zips: [String], label: String?, offset: Int) async throws {
        let batching = { databases.map(\.reportBatching).reduce(GroupCommitTotals()) { $0.adding($1) } }
        let before = batching()
        try await measure("reports (TownhallDatabase.report)" + (label.map { ", \($0)" } ?? ""), count: reportsMeasured,
                          batching: batching, before: before) { index in
            let index = offset + index
            let database = databases[index % databases.count]
            let outcome = try await database.report(.line, zip: zips[(index &* 7_907) % zips.count], text: "Benchmark report \(index)",
                                                    imageURL: nil, by: IncidentsDatabase.account(index % IncidentsDatabase.accountCount),
                                                    perHour: 1_000, at: IncidentsDatabase.now)
            if case .filed = outcome { return true }
            return false
        }
    }

    private static func measureLikes(database: TownhallDatabase) async throws {
        try await measureLikes(databases: [database], label: nil, reports: IncidentsDatabase.reportCount, offset: 0)
    }

    /// Like `offset + i`, on the databases in turn.
    private static func measureLikes(databases: [TownhallDatabase], label: String?, reports: Int, offset: Int) async throws {
        let batching = { databases.map(\.likeBatching).reduce(GroupCommitTotals()) { $0.adding($1) } }
        let before = batching()
        try await measure("likes (TownhallDatabase.like)" + (label.map { ", \($0)" } ?? ""), count: likesMeasured,
                          batching: batching, before: before) { index in
            let index = offset + index
            let database = databases[index % databases.count]
            // Accounts beyond the synthetic ones: none has liked anything yet.
            let liker = AccountIdentity(network: IncidentsDatabase.network, name: "liker\(index % 5_000)")
            let report = Int64((index / 5_000) &* 104_729 % reports + 1)
            let outcome = try await database.like(report, by: liker, at: IncidentsDatabase.now)
            if case .counted = outcome { return true }
            return false
        }
    }

    /// Runs `operation(0..<count)` with `concurrentCallers` callers, each awaiting its own reply
    /// before the next, and prints acknowledged-and-committed per second.
    private static func measure(_ label: String, count: Int, batching: () -> GroupCommitTotals,
                                before: GroupCommitTotals,
                                operation: @escaping @Sendable (Int) async throws -> Bool) async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let cpuBefore = Figures.processCPUTime()
        let acknowledged = try await withThrowingTaskGroup(of: Int.self) { group in
            for caller in 0..<concurrentCallers {
                group.addTask {
                    var done = 0
                    for index in stride(from: caller, to: count, by: concurrentCallers) where try await operation(index) {
                        done += 1
                    }
                    return done
                }
            }
            return try await group.reduce(0, +)
        }
        let elapsed = clock.now - started
        let cpu = Figures.processCPUTime() - cpuBefore
        let after = batching()
        let transactions = after.transactions - before.transactions
        print("\(label), \(concurrentCallers) concurrent callers:")
        print("  \(acknowledged) acknowledged and committed in \(Figures.seconds(elapsed)): "
            + "\(Figures.perSecond(acknowledged, in: elapsed)) (\(count - acknowledged) refused)")
        print(String(format: "  CPU time %.2f s; %d transactions, %d per transaction on average, largest %d", cpu, transactions,
                     transactions == 0 ? 0 : (after.requests - before.requests) / transactions, after.largestBatch))
    }
}
