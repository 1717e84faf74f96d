import DatabaseTestSupport
import Foundation
import PostgresTestServer
@testable import SQLStore
@testable import Storage
import Testing

/// Reads that may lag (`read_replicas:`) on a real pg_auto_failover cluster's secondary: they
/// are served by the standby while it is within the bound, skipped for the primary when it falls
/// behind (replay paused while the primary commits) or when the list names the primary, and a
/// person's own acknowledged write is read back from the primary. Every proof of where a read ran
/// is that read's own `pg_is_in_recovery()` and `inet_server_port()`.
@Suite("PostgreSQL reads on a standby (pg_auto_failover secondary)", .serialized)
struct StandbyReadTests {
    /// A cluster of its own, clear of the other failover suites (20, 30 and 50 above the shared server).
    static let cluster = PostgresFailoverCluster(name: "failover-standby-reads", monitorPort: PostgresTestServer.shared.port + 60)

    @Test("a read that may lag is served by the standby; a plain read by the primary")
    func standbyServesStaleReads() async throws {
        try await onCluster { info, primary, standby in
            let engine = try Self.engine(info, replicas: [standby])
            let (stalePort, staleRecovery) = try await engine.read(mayLagFor: "alice") { tx in try Self.server(tx) }
            #expect(stalePort == standby && staleRecovery == true, "read on \(stalePort), in recovery: \(staleRecovery)")
            let (freshPort, freshRecovery) = try await engine.read { tx in try Self.server(tx) }
            #expect(freshPort == primary && freshRecovery == false)
            try await engine.close()
        }
    }

    @Test("a standby whose replay is paused while the primary commits is skipped, and checked once per interval")
    func laggingStandbyIsSkipped() async throws {
        try await onCluster { info, primary, standby in
            // checked before every read: the pause is seen at once
            let everyRead = try Self.engine(info, replicas: [standby], maxLag: .zero, checkInterval: .zero)
            // checked once an hour: the first verdict stands
            let hourly = try Self.engine(info, replicas: [standby], maxLag: .zero, checkInterval: .seconds(3600))
            try await StandbyReplay.awaitEverywhere(on: everyRead)
            #expect(try await everyRead.read(mayLagFor: "bob") { tx in try Self.server(tx) }.port == standby)
            #expect(try await hourly.read(mayLagFor: "bob") { tx in try Self.server(tx) }.port == standby)
            try await Self.cluster.pauseStandbyReplay()
            do {
                try await everyRead.write { tx in try tx.execute("INSERT INTO replay_mark (at) VALUES (now())") }
                let (port, recovery) = try await everyRead.read(mayLagFor: "bob") { tx in try Self.server(tx) }
                #expect(port == primary && recovery == false, "the lagging standby answered: port \(port)")
                let state = everyRead.standbyStates.values.first ?? nil
                if case .lagging = state {} else { Issue.record("the standby was found \(String(describing: state)), not lagging") }
                // no new check within the hour: the standby is still read from, lag and all
                #expect(try await hourly.read(mayLagFor: "bob") { tx in try Self.server(tx) }.port == standby)
            } catch {
                try await Self.cluster.resumeStandbyReplay()
                throw error
            }
            try await Self.cluster.resumeStandbyReplay()
            try await everyRead.close()
            try await hourly.close()
        }
    }

    @Test("a person's upvote is read back from the primary; others read the stale standby")
    func readYourWritesByAccount() async throws {
        try await onCluster { info, _, standby in
            // a bound no pause here reaches: the paused standby stays in use for others
            let replicas = ReadReplicaSettings(replicas: [try Self.location(info, port: standby)], maxLag: .seconds(3600),
                                               checkInterval: .zero)
            let database = try await TownhallDatabase.open(postgres: info.url, password: info.password, readReplicas: replicas)
            try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
            let asker = AccountIdentity(network: "test", name: "asker")
            let question = try await database.ask("Will the standby see this?", to: "P000197", tags: [], by: asker,
                                                  at: Date(timeIntervalSince1970: 1_800_000_000)).id
            try await StandbyReplay.awaitEverywhere(on: database.engine)
            try await Self.cluster.pauseStandbyReplay()
            let alice = AccountIdentity(network: "test", name: "alice"), bob = AccountIdentity(network: "test", name: "bob")
            do {
                _ = try await TownhallDatabase.acting(for: alice) {
                    try await database.upvote(question, by: alice, day: "2027-01-15", limit: 10, at: Date(timeIntervalSince1970: 1_800_000_100))
                }
                let seenByAlice = try await database.reading(mayLagFor: alice) { try $0.question(question)?.upvotes }
                let seenByBob = try await database.reading(mayLagFor: bob) { try $0.question(question)?.upvotes }
                #expect(seenByAlice == 1, "alice does not see her own upvote")
                #expect(seenByBob == 0, "bob's read did not go to the paused standby")
            } catch {
                try await Self.cluster.resumeStandbyReplay()
                throw error
            }
            try await Self.cluster.resumeStandbyReplay()
            try await database.close()
        }
    }

    @Test("a replica list naming the primary: reads go to the primary, and the standby is not taken for it")
    func replicaListNamingThePrimary() async throws {
        try await onCluster { info, primary, _ in
            let engine = try Self.engine(info, replicas: [primary])
            let (port, recovery) = try await engine.read(mayLagFor: "carol") { tx in try Self.server(tx) }
            #expect(port == primary && recovery == false)
            #expect(engine.standbyStates.values.first == .some(.primary))
            try await engine.close()
        }
    }

    @Test("a URL naming only the standby is refused at open in one line: no read-write host")
    func onlyStandbysAtOpen() async throws {
        try await onCluster { info, _, standby in
            let url = "postgres://townhall@127.0.0.1:\(standby),127.0.0.1:\(standby)/townhall?sslmode=disable"
            let error = await #expect(throws: StorageError.self) {
                try await TownhallDatabase.open(postgres: url, password: info.password)
            }
            let line = error.map { "\($0)" } ?? ""
            #expect(line.contains("no read-write host: 127.0.0.1:\(standby) is read-only (a standby)") && !line.contains("\n"), "\(line)")
        }
    }

    /// Runs `body` with the cluster's URL, its primary's port and its standby's; the cluster is
    /// stopped when a test fails, so the next starts on a fresh one.
    private func onCluster(_ body: (PostgresFailoverCluster.Info, Int, Int) async throws -> Void) async throws {
        do {
            let info = try await Self.cluster.info()
            let primary = try #require(try await Self.cluster.primaryPort())
            let standby = try #require(info.nodePorts.first { $0 != primary })
            try await body(info, primary, standby)
        } catch {
            print("StandbyReadTests: the cluster went through\n\((try? await Self.cluster.events()) ?? "(the monitor did not answer)")")
            try? await Self.cluster.stop()
            throw error
        }
    }

    private static func engine(_ info: PostgresFailoverCluster.Info, replicas ports: [Int], maxLag: Duration = .seconds(5),
                               checkInterval: Duration = .zero) throws -> PostgresEngine {
        let replicas = ReadReplicaSettings(replicas: try ports.map { try location(info, port: $0) }, maxLag: maxLag,
                                           checkInterval: checkInterval)
        return try PostgresEngine(location: PostgresLocation(url: info.url, password: info.password), readReplicas: replicas)
    }

    private static func location(_ info: PostgresFailoverCluster.Info, port: Int) throws -> PostgresLocation {
        try PostgresLocation(url: "postgres://townhall@127.0.0.1:\(port)/townhall?sslmode=disable", password: info.password)
    }

    private static func server(_ tx: any SQLTransaction) throws -> (port: Int, inRecovery: Bool) {
        (try tx.value(Int.self, "SELECT inet_server_port()") ?? 0, try tx.value(Bool.self, "SELECT pg_is_in_recovery()") ?? false)
    }
}
