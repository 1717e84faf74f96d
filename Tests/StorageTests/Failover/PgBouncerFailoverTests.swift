import Foundation
import PostgresTestServer
@testable import SQLStore
@testable import Storage
import Testing

/// `pg_autoctl perform failover`, and (on a new cluster) `kill -9` of the primary's postmaster,
/// under upvotes with a pgbouncer (transaction pooling) in front of each node of a
/// pg_auto_failover cluster of its own, and the engine on the multi-host URL of the two
/// pgbouncers with `pooler=pgbouncer`: the pgbouncer of the demoted node answers as a standby
/// does (its sessions are read-only), and the killed node's pgbouncer loses its server, so the
/// engine walks to the other one. Every acknowledged upvote must be on the new primary, every
/// refused one refused as "can't reach the database", and writes back within the bound
/// `PostgresFailoverTests` holds a direct engine to.
@Suite("PostgreSQL failover through pgbouncer", .serialized)
struct PgBouncerFailoverTests {
    /// A cluster of its own, ten ports above the one `PostgresFailoverTests` uses, so the two
    /// suites never fail over each other's nodes.
    static let cluster = PostgresFailoverCluster(name: "failover-pgbouncer", monitorPort: PostgresTestServer.shared.port + 30)

    @Test func acknowledgedUpvotesSurvivePerformFailoverThroughPgBouncer() async throws {
        try await throughPoolers("perform failover") { try await $0.performFailover() }
    }

    @Test func acknowledgedUpvotesSurviveAKilledPrimaryPostmasterThroughPgBouncer() async throws {
        try await throughPoolers("kill -9 of the primary's postmaster") { try await $0.killPrimaryPostmaster() }
    }

    /// Starts the cluster and a pgbouncer in front of each node, upvotes through them while
    /// `act` disrupts the cluster, and stops all of it after, whatever happened.
    private func throughPoolers(_ name: String, _ act: (PostgresFailoverCluster) async throws -> Void) async throws {
        let info = try await Self.cluster.info()
        let poolers = info.nodePorts.enumerated().map { index, nodePort in
            PgBouncerTestServer(name: "pgbouncer-failover\(index + 1)", port: nodePort + 10,
                                backend: .port(nodePort, password: info.password))
        }
        do {
            try await exercise(name, info, poolers, act)
        } catch {
            try? await stop(poolers)
            throw error
        }
        try await stop(poolers)
    }

    private func exercise(_ name: String, _ info: PostgresFailoverCluster.Info, _ poolers: [PgBouncerTestServer],
                          _ act: (PostgresFailoverCluster) async throws -> Void) async throws {
        for pooler in poolers { try await pooler.started() }
        let url = "postgres://townhall@\(poolers.map { "127.0.0.1:\($0.port)" }.joined(separator: ","))/townhall"
            + "?target_session_attrs=read-write&pooler=pgbouncer"
        let database = try await TownhallDatabase.open(postgres: url, password: info.password)
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        let question = try await database.ask("through the pooler?", to: "P000197", tags: [], by: UpvoteLoad.voter(-1),
                                              at: Date(timeIntervalSince1970: 1_800_000_000)).id
        let load = UpvoteLoad()
        let writing = Task { await load.run(on: database, questions: [question], writers: 4, pause: .milliseconds(50)) }
        #expect(await load.waitForAcknowledged(100, within: PostgresFailoverTests.giveUp), "the load did not start")
        try await act(Self.cluster)
        let returned = ContinuousClock.now
        let back = await load.waitForAcknowledged(await load.acknowledged + 50, within: PostgresFailoverTests.giveUp)
        await load.stop()
        await writing.value
        #expect(back, "\(name): writes were not acknowledged again")

        let attempts = await load.attempts
        let refused = attempts.filter { $0.failure != nil }
        let generic = refused.filter { !$0.wasUnreachable }
        #expect(generic.isEmpty, "a refused write did not say the database was unreachable: \(generic.prefix(3).map { $0.failure ?? "" })")
        let firstAfter = attempts.first { $0.failure == nil && $0.finished > returned }?.finished ?? returned
        #expect(returned.duration(to: firstAfter) <= PostgresFailoverTests.resumeBound)
        let voters = try await database.engine.read { tx in
            try tx.rows("SELECT a.name FROM upvote u JOIN account a ON a.id = u.account_id").map { try $0.decode(String.self, at: 0) }
        }
        let acknowledged = attempts.filter { $0.failure == nil }
        #expect(Set(acknowledged.map { UpvoteLoad.voter($0.voter).name }).isSubset(of: Set(voters)))
        #expect(try await database.reading { try $0.question(question) }?.upvotes == voters.count)
        // Read through the new primary's pgbouncer: a server that takes writes. The monitor's own
        // view can lag behind (a killed primary is still "primary" there until its keeper reports).
        let (port, standby) = try await database.engine.read { tx in
            (try tx.value(Int.self, "SELECT inet_server_port()"), try tx.value(Bool.self, "SELECT pg_is_in_recovery()"))
        }
        #expect(port.map(info.nodePorts.contains) == true && standby == false, "read from port \(port ?? 0), in recovery: \(standby ?? true)")
        print("PgBouncerFailoverTests: \(name): \(attempts.count) upvotes, \(acknowledged.count) acknowledged, \(refused.count) refused "
            + "as unreachable; writes back \(returned.duration(to: firstAfter)) after the command returned")
        try await database.close()
    }

    private func stop(_ poolers: [PgBouncerTestServer]) async throws {
        for pooler in poolers { try await pooler.stop() }
        try await Self.cluster.stop()
    }
}
