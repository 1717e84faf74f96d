import Chat
import Civic
import DatabaseTestSupport
import Foundation
import PostgresTestServer
import SQLStore
import Storage
import Synchronization

/// `TownhallBenchmark failover [top] [gap]`: item 5's figures of a highly available PostgreSQL
/// that are not about upvote throughput, on a pg_auto_failover cluster of its own (monitor on the
/// test server's port + 80, 127.0.0.1:15512, the nodes on the next two; the tests' clusters take
/// +20 to +70). The cluster's watcher stops it once this process is gone, killed or not.
///
/// - `top`: `incidents <zip> top` through the real chat core on 200,000 reports, the same random
///   ZIPs read from the primary (no `read_replicas`) and from the synchronous standby
///   (`read_replicas` naming it, a lag bound no run reaches), in alternated rounds, with the
///   transactions the primary committed during each round (none but the stats' noise when the
///   standby served the reads).
/// - `gap`: `TOWNHALL_BENCH_FAILOVERS` (10) times, `kill -9` of the primary's postmaster while
///   four writers commit without pause through the multi-host URL; the gap is the time from the
///   kill (as the script sent it) to the first write acknowledged, after the last refused one, by
///   the node the monitor settles on as the primary: the other one after a failover, or the
///   killed one when its keeper restarted it before the monitor saw it unhealthy. (A write
///   acknowledged in the moment after the kill, by a backend not yet aware of its postmaster's
///   death, does not end the gap: the refusals come after it.) After a failover, the writes the killed
///   node acknowledged after the kill (restarted, before its demotion) are counted and looked up
///   on the new primary.
enum FailoverBenchmark {
    static let parts = ["top", "gap"]
    static let cluster = PostgresFailoverCluster(name: "failover-bench", monitorPort: PostgresTestServer.shared.port + 80)
    static let failovers = ProcessInfo.processInfo.environment["TOWNHALL_BENCH_FAILOVERS"].flatMap(Int.init) ?? 10
    static let writers = 4
    /// How long after a kill the monitor is given to start a failover before the killed node,
    /// restarted by its keeper, is taken as the primary still: its health checks and the dead
    /// node's demote timeout fit well within it.
    static let failoverDetection: Duration = .seconds(25)
    /// Alternated rounds of `incidents <zip> top` per side, and runs per round.
    static let topRounds = 2
    static let topRunsPerRound = 2_500

    static func run() async throws {
        let chosen = Set(CommandLine.arguments.dropFirst(2))
        if let unknown = chosen.subtracting(parts).first {
            throw UpvotesBenchmark.BenchmarkUsage(description: "no part \"\(unknown)\" in failover; parts: \(parts.joined(separator: " "))")
        }
        func wanted(_ part: String) -> Bool { chosen.isEmpty || chosen.contains(part) }
        do {
            let info = try await cluster.info()
            print("pg_auto_failover cluster: monitor 127.0.0.1:\(cluster.monitorPort), nodes \(info.nodePorts.map(String.init).joined(separator: ", "))")
            if wanted("top") { try await measureTop(info) }
            if wanted("gap") { try await measureGap(info) }
        } catch {
            print("the cluster went through:\n\((try? await cluster.events()) ?? "(the monitor did not answer)")")
            try? await cluster.stop()
            throw error
        }
        try await cluster.stop()
    }

    // MARK: incidents <zip> top, standby against primary

    private static func measureTop(_ info: PostgresFailoverCluster.Info) async throws {
        guard let primary = try await cluster.primaryPort(), let standby = info.nodePorts.first(where: { $0 != primary }) else {
            throw UpvotesBenchmark.BenchmarkUsage(description: "the cluster reports no primary")
        }
        let onPrimary = try await TownhallDatabase.open(postgres: info.url, password: info.password)
        let started = ContinuousClock.now
        try await PostgresBenchDatabase.seedIncidents(onPrimary, reports: IncidentsBenchmark.postgresReports)
        try await StandbyReplay.awaitEverywhere(on: onPrimary.engine)
        print("seeded \(IncidentsBenchmark.postgresReports) reports in \(Figures.seconds(ContinuousClock.now - started)), replayed on the standby")
        let replica = try PostgresLocation(url: "postgres://townhall@127.0.0.1:\(standby)/townhall?sslmode=disable",
                                           password: info.password)
        let onStandby = try await TownhallDatabase.open(
            postgres: info.url, password: info.password, migrate: false,
            readReplicas: ReadReplicaSettings(replicas: [replica], maxLag: .seconds(3600), checkInterval: .seconds(3600)))
        let zips = try await onPrimary.reading { try $0.zipCodes() }
        // the first `incidents` of a process checks the ranking's half-life with a write; done
        // here, outside the reader's commands, so that the reader never wrote and no read of
        // theirs is kept on the primary by read-your-writes
        for database in [onPrimary, onStandby] { try await database.useIncidentHalfLife(IncidentRules().halfLifeSeconds) }
        var samples: [String: [Duration]] = ["primary": [], "standby": []]
        for round in 0..<(2 * topRounds) {
            let (side, database) = round % 2 == 0 ? ("primary", onPrimary) : ("standby", onStandby)
            let committedBefore = try await primaryCommits(onPrimary)
            let taken = try await IncidentsBenchmark.topCommandSamples(database: database, zips: zips, runs: topRunsPerRound,
                                                                       seed: UInt64(round + 1))
            let committed = try await primaryCommits(onPrimary) - committedBefore
            print("  round \(round + 1), \(side): \(Figures.latency(taken)); \(committed) transactions committed on the primary meanwhile")
            samples[side, default: []] += taken
        }
        for side in ["primary", "standby"] {
            print("incidents <zip> top on the \(side), chat command path: \(Figures.latency(samples[side] ?? []))")
        }
        try await onStandby.close()
        try await onPrimary.close()
    }

    /// Transactions committed so far in the primary's database (the statistics collector's count,
    /// which a read-only transaction raises too).
    private static func primaryCommits(_ database: TownhallDatabase) async throws -> Int {
        try await database.engine.write { tx in
            try tx.value(Int.self, "SELECT xact_commit::bigint FROM pg_stat_database WHERE datname = current_database()") ?? 0
        }
    }

    // MARK: the failover gap

    /// What the writers saw: each acknowledged write's time, node and row, and the refused ones.
    private final class WriteLog: Sendable {
        struct Write {
            var at: Date
            var port: Int
            var id: Int64
        }

        private let state = Mutex<(writes: [Write], refused: Int, lastRefused: Date?)>(([], 0, nil))

        func acknowledged(_ write: Write) { state.withLock { $0.writes.append(write) } }
        func refused(at date: Date) {
            state.withLock {
                $0.refused += 1
                $0.lastRefused = date
            }
        }
        var writes: [Write] { state.withLock { $0.writes } }
        var refusedCount: Int { state.withLock { $0.refused } }
        /// When the last write was refused (the outage's end is after it).
        var lastRefused: Date? { state.withLock { $0.lastRefused } }
    }

    private static func measureGap(_ info: PostgresFailoverCluster.Info) async throws {
        let database = try await TownhallDatabase.open(postgres: info.url, password: info.password)
        try await database.engine.write { tx in
            try tx.execute("CREATE TABLE IF NOT EXISTS failover_mark (id BIGSERIAL PRIMARY KEY, at TIMESTAMPTZ NOT NULL DEFAULT now())")
        }
        var gaps: [Duration] = []
        for round in 1...failovers {
            try await awaitSettled()
            let log = WriteLog()
            let writing = (0..<writers).map { _ in Task { await write(on: database, into: log) } }
            while log.writes.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
            let kill = try await cluster.killPrimary()
            // the keeper restarts the killed server at once: either the monitor fails over (it
            // saw the node unhealthy) or the same node goes on as the primary, so the writes are
            // counted only once the monitor has settled on a primary
            let detection = ContinuousClock.now + failoverDetection
            var promotion = try await cluster.promotion(since: kill.at.addingTimeInterval(-1), oldPrimaryPort: kill.port)
            while promotion == nil, ContinuousClock.now < detection {
                try await Task.sleep(for: .milliseconds(200))
                promotion = try await cluster.promotion(since: kill.at.addingTimeInterval(-1), oldPrimaryPort: kill.port)
            }
            try await awaitSettled()
            let primary = try await cluster.primaryPort()
            writing.forEach { $0.cancel() }
            for task in writing { await task.value }
            // Backends of the killed postmaster that have not noticed its death yet may still
            // commit a write already under way (it is kept: the node restarts from its log), so
            // the outage ends at the first write the primary acknowledged after the last refusal.
            let outageSeen = max(kill.at, log.lastRefused ?? kill.at)
            guard let first = log.writes.first(where: { $0.at > outageSeen && $0.port == primary }) else {
                throw UpvotesBenchmark.BenchmarkUsage(description: "round \(round): no write acknowledged by the primary after the kill")
            }
            let gap = Duration.seconds(first.at.timeIntervalSince(kill.at))
            gaps.append(gap)
            let failedOver = primary != kill.port
            let afterKillOnDead = failedOver ? log.writes.filter { $0.at > kill.at && $0.port == kill.port } : []
            let kept = try await rowsFound(afterKillOnDead.map(\.id), on: database)
            print("  kill \(round): " + (failedOver ? "failed over" : "no failover, the killed node restarted as the primary")
                + "; first write the primary acknowledged after the last refusal \(Figures.seconds(gap)) after the kill"
                + (log.writes.first(where: { $0.at > kill.at }).map {
                    " (the first after the kill: \(String(format: "%.2f s", $0.at.timeIntervalSince(kill.at))), on :\($0.port))"
                } ?? "")
                + (promotion.map { "; promoted \(String(format: "%.2f s", $0.promoted.timeIntervalSince(kill.at))) after it" } ?? "")
                + "; \(log.refusedCount) writes refused"
                + (failedOver ? "; \(afterKillOnDead.count) acknowledged by the killed node after the kill, \(kept) of them on the new primary" : ""))
        }
        let sorted = gaps.sorted()
        let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        print("failover gap (kill -9 of the primary to the first write the primary acknowledged after the last refused one), \(gaps.count) kills: "
            + "median \(Figures.seconds(median)), worst \(Figures.seconds(sorted.last ?? .zero))")
        try await database.close()
    }

    /// Commits one row after another until cancelled, noting each acknowledgement with the node
    /// that gave it (`inet_server_port()` in the same transaction); a refused write is tried
    /// again 10 ms later. A write cut off by the cancellation is not counted as refused: it would
    /// end a round's gap at the round's end (25 s after a kill the keeper answered by a restart).
    private static func write(on database: TownhallDatabase, into log: WriteLog) async {
        while !Task.isCancelled {
            do {
                let (id, port) = try await database.engine.write { tx in
                    (try tx.value(Int64.self, "INSERT INTO failover_mark DEFAULT VALUES RETURNING id") ?? 0,
                     try tx.value(Int.self, "SELECT inet_server_port()") ?? 0)
                }
                log.acknowledged(.init(at: Date(), port: port, id: id))
            } catch {
                // the round's end cancels the writers: a write cut off then was not refused
                if Task.isCancelled { return }
                log.refused(at: Date())
                try? await Task.sleep(for: .milliseconds(10))
            }
        }
    }

    private static func rowsFound(_ ids: [Int64], on database: TownhallDatabase) async throws -> Int {
        guard !ids.isEmpty else { return 0 }
        let list = ids.map(String.init).joined(separator: ", ")
        return try await database.engine.write { tx in
            try tx.value(Int.self, "SELECT count(*)::bigint FROM failover_mark WHERE id IN (\(list))") ?? 0
        }
    }

    /// Returns once the monitor reports a primary and a secondary, both at their goal.
    private static func awaitSettled() async throws {
        let deadline = ContinuousClock.now + .seconds(300)
        while try await !cluster.isSettled() {
            guard ContinuousClock.now < deadline else {
                throw UpvotesBenchmark.BenchmarkUsage(description: "the cluster did not settle within 300 s")
            }
            try await Task.sleep(for: .milliseconds(500))
        }
    }
}
