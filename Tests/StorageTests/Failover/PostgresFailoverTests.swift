import Foundation
import PostgresTestServer
@testable import SQLStore
@testable import Storage
import Testing

/// The engine on a real pg_auto_failover cluster (monitor, primary, secondary, synchronous
/// replication), connected through the multi-host URL `pg_autoctl show uri` gives, while
/// upvotes are written in a loop: `pg_autoctl perform failover`, and (on a new cluster) `kill -9`
/// of the primary's postmaster. Every upvote the engine acknowledged must be on the primary after, each
/// question's count must be its rows, every write that failed in the gap must have failed as
/// "can't reach the database" (never a generic error), and writes must succeed again within the
/// bound. The measured gaps are printed.
@Suite("PostgreSQL failover under upvotes (pg_auto_failover)", .serialized)
struct PostgresFailoverTests {
    static let questions = 10
    static let writers = 6
    /// How soon after the failover command returns writes must be acknowledged again.
    static let resumeBound: Duration = .seconds(15)
    /// How long a failover (or a killed primary's recovery) may take at most before the test
    /// gives up waiting for writes to come back.
    static let giveUp: Duration = .seconds(120)

    @Test func acknowledgedUpvotesSurvivePerformFailover() async throws {
        try await underLoad("perform failover") { try await $0.performFailover() }
    }

    @Test func acknowledgedUpvotesSurviveAKilledPrimaryPostmaster() async throws {
        try await underLoad("kill -9 of the primary's postmaster") { try await $0.killPrimaryPostmaster() }
    }

    /// Writes upvotes through the multi-host URL while `act` disrupts the cluster, then checks
    /// them; the cluster is stopped after, whatever happened, so each test begins on a new one.
    private func underLoad(_ name: String, _ act: @escaping (PostgresFailoverCluster) async throws -> Any) async throws {
        let cluster = PostgresFailoverCluster.shared
        do {
            try await exercise(cluster, name) { try await act(cluster) }
        } catch {
            try? await cluster.stop()
            throw error
        }
        try await cluster.stop()
    }

    private func exercise(_ cluster: PostgresFailoverCluster, _ name: String, _ act: () async throws -> Any) async throws {
        let info = try await cluster.info()
        #expect(info.shownURI.contains("target_session_attrs=read-write"), "\(info.shownURI)")
        let database = try await TownhallDatabase.open(postgres: info.url, password: info.password)
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        var ids: [Int64] = []
        for number in 0..<Self.questions {
            let asker = AccountIdentity(network: "test", name: "asker\(number)")
            ids.append(try await database.ask("question \(number)", to: "P000197", tags: [],
                                              by: asker, at: Date(timeIntervalSince1970: 1_800_000_000)).id)
        }
        let questions = ids
        let load = UpvoteLoad()
        let writing = Task { await load.run(on: database, questions: questions, writers: Self.writers, pause: .milliseconds(50)) }
        let measured = try await measure(name, load: load, act)
        await load.stop()
        await writing.value

        let attempts = await load.attempts
        let failures = attempts.filter { $0.failure != nil }
        let generic = failures.filter { !$0.wasUnreachable }
        #expect(generic.isEmpty, "a failed write did not say the database was unreachable: \(generic.prefix(3).map { $0.failure ?? "" })")
        try await expectEveryAcknowledgedUpvoteStored(attempts, questions: questions, info: info)
        print("PostgresFailoverTests: \(attempts.count) upvotes, \(attempts.count - failures.count) acknowledged, "
            + "\(failures.count) refused as unreachable; \(measured)")
        try await database.close()
    }

    /// What one disruption did to the writes: `act` runs once `load` has had some upvotes
    /// acknowledged, then the writes must come back within `resumeBound` after `act` returned.
    private func measure(_ name: String, load: UpvoteLoad, _ act: () async throws -> Any) async throws -> String {
        #expect(await load.waitForAcknowledged(await load.acknowledged + 200, within: Self.giveUp), "\(name): the load did not start")
        let before = await load.attempts.count
        let started = ContinuousClock.now
        _ = try await act()
        let returned = ContinuousClock.now
        let waited = await load.waitForAcknowledged(await load.acknowledged + 50, within: Self.giveUp)
        let during = Array(await load.attempts[before...])
        guard waited else {
            await load.stop()
            let events = (try? await PostgresFailoverCluster.shared.events()) ?? "(the monitor did not answer)"
            throw GaveUp(description: "\(name): writes were not acknowledged again within \(Self.giveUp) after the command returned. "
                + "Writes since the command began:\n\(Self.timeline(during, from: started))\nThe monitor's events:\n\(events)")
        }
        let firstFailure = during.firstIndex { $0.failure != nil }
        guard let firstFailure else {
            return "\(name): command took \(started.duration(to: returned)), no write failed"
        }
        let lastFailure = during.lastIndex { $0.failure != nil }!
        let lastAcknowledgedBefore = during[..<firstFailure].last { $0.failure == nil }?.finished ?? started
        let firstAcknowledgedAfter = during[(lastFailure + 1)...].first { $0.failure == nil }?.finished ?? returned
        let afterReturn = returned < firstAcknowledgedAfter ? returned.duration(to: firstAcknowledgedAfter) : .zero
        #expect(afterReturn <= Self.resumeBound, "\(name): writes came back \(afterReturn) after the command returned")
        let failed = during.count { $0.failure != nil }
        return "\(name): command took \(Self.seconds(started.duration(to: returned))), write gap "
            + "\(Self.seconds(lastAcknowledgedBefore.duration(to: firstAcknowledgedAfter))) (\(failed) writes refused), "
            + "writes back \(Self.seconds(afterReturn)) after the command returned"
    }

    /// Every acknowledged upvote is a row on the server that is primary now, read through a new
    /// engine on the same URL, and every question's count is its rows.
    private func expectEveryAcknowledgedUpvoteStored(_ attempts: [UpvoteLoad.Attempt], questions: [Int64],
                                                     info: PostgresFailoverCluster.Info) async throws {
        let reader = try await TownhallDatabase.open(postgres: info.url, password: info.password, migrate: false)
        let stored = try await reader.engine.read { tx in
            try tx.rows("SELECT a.name FROM upvote u JOIN account a ON a.id = u.account_id").map { try $0.decode(String.self, at: 0) }
        }
        let storedVoters = Set(stored)
        let acknowledged = attempts.filter { $0.failure == nil }
        let missing = acknowledged.filter { !storedVoters.contains(UpvoteLoad.voter($0.voter).name) }
        #expect(missing.isEmpty, "\(missing.count) acknowledged upvotes are not on the new primary: \(missing.prefix(5).map(\.voter))")
        #expect(stored.count >= acknowledged.count)
        for id in questions {
            let rows = try await reader.engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM upvote WHERE question_id = ?", [id]) }
            #expect(try await reader.reading { try $0.question(id) }?.upvotes == rows, "question \(id)")
        }
        // The server read from takes writes; the monitor's own view can lag behind it for a moment
        // (a killed primary is still "primary" there until its keeper reports again).
        let (port, standby) = try await reader.engine.read { tx in
            (try tx.value(Int.self, "SELECT inet_server_port()"), try tx.value(Bool.self, "SELECT pg_is_in_recovery()"))
        }
        #expect(port.map(info.nodePorts.contains) == true && standby == false, "read from port \(port ?? 0), in recovery: \(standby ?? true)")
        try await reader.close()
    }

    /// What a test that gave up says: the writes it saw and what the cluster went through.
    struct GaveUp: Error, CustomStringConvertible {
        var description: String
    }

    /// `attempts` as runs of one outcome, each with when it began and ended after `start`:
    /// "+0.00–6.41 s: 586 refused (can't reach …)", "+6.44–9.80 s: 50 acknowledged".
    static func timeline(_ attempts: [UpvoteLoad.Attempt], from start: ContinuousClock.Instant) -> String {
        var lines: [String] = []
        var index = attempts.startIndex
        while index < attempts.endIndex {
            let outcome = attempts[index].failure.map { "refused (\($0.prefix(120)))" } ?? "acknowledged"
            var end = index
            while end + 1 < attempts.endIndex, (attempts[end + 1].failure.map { "refused (\($0.prefix(120)))" } ?? "acknowledged") == outcome {
                end += 1
            }
            lines.append("+\(seconds(start.duration(to: attempts[index].finished)))–\(seconds(start.duration(to: attempts[end].finished))): "
                + "\(end - index + 1) \(outcome)")
            index = end + 1
        }
        if lines.count > 40 { lines = lines.prefix(20) + ["…"] + lines.suffix(20) }
        return lines.isEmpty ? "(none finished)" : lines.joined(separator: "\n")
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }
}
