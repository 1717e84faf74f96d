import EngineTestSupport
import Foundation
import PostgresTestServer
@testable import SQLStore
import Synchronization
import Testing

/// Conflicting writes on PostgreSQL are run again, not lost and not doubled: the retry that
/// distributed SQL engines need all the time, forced here on one server.
@Suite("PostgreSQL engine: conflicts retried, server gone and back")
struct PostgresConflictTests {
    /// Two transactions both read a counter before either writes it: under SERIALIZABLE the second
    /// to update fails with SQLSTATE 40001, and the engine runs it again on the new value.
    @Test("two read-then-write transactions that collide both count")
    func forcedConflictIsRetried() async throws {
        let engine = try await EngineKind.postgresEngine(label: "conflict")
        try await engine.write { tx in
            try tx.execute("CREATE TABLE budget (account TEXT PRIMARY KEY, used INTEGER NOT NULL)")
            try tx.execute("INSERT INTO budget (account, used) VALUES (?, ?)", ["alice", 0])
        }
        let rendezvous = Rendezvous(parties: 2)
        async let first: Void = increment(engine, rendezvous)
        async let second: Void = increment(engine, rendezvous)
        _ = try await (first, second)
        let used = try await engine.read { tx in try tx.value(Int.self, "SELECT used FROM budget WHERE account = ?", ["alice"]) }
        #expect(used == 2)
        #expect(rendezvous.met, "both first attempts read before either wrote")
        #expect(engine.counters.retriedAfterConflict >= 1)
        try await engine.close()
    }

    @Test("fifty writers on one counter: fifty, however often they collide")
    func manyWriters() async throws {
        let engine = try await EngineKind.postgresEngine(label: "writers", retryPolicy: TransactionRetryPolicy(attempts: 50))
        try await engine.write { tx in
            try tx.execute("CREATE TABLE budget (account TEXT PRIMARY KEY, used INTEGER NOT NULL)")
            try tx.execute("INSERT INTO budget (account, used) VALUES (?, ?)", ["alice", 0])
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 {
                group.addTask { try await increment(engine, nil) }
            }
            try await group.waitForAll()
        }
        let used = try await engine.read { tx in try tx.value(Int.self, "SELECT used FROM budget WHERE account = ?", ["alice"]) }
        #expect(used == 50)
        try await engine.close()
    }

    @Test("out of attempts: the write fails as a conflict, and commits nothing")
    func givesUp() async throws {
        let engine = try await EngineKind.postgresEngine(label: "giveup", retryPolicy: TransactionRetryPolicy(attempts: 1))
        try await engine.write { tx in
            try tx.execute("CREATE TABLE budget (account TEXT PRIMARY KEY, used INTEGER NOT NULL)")
            try tx.execute("INSERT INTO budget (account, used) VALUES (?, ?)", ["alice", 0])
        }
        let rendezvous = Rendezvous(parties: 2)
        async let first = failure { try await increment(engine, rendezvous) }
        async let second = failure { try await increment(engine, rendezvous) }
        let failures = await [first, second].compactMap { $0 as? SQLEngineError }
        #expect(failures == [.gaveUpAfterConflicts(attempts: 1)])
        let used = try await engine.read { tx in try tx.value(Int.self, "SELECT used FROM budget WHERE account = ?", ["alice"]) }
        #expect(used == 1)
        #expect(engine.counters.gaveUpAfterConflicts == 1)
        try await engine.close()
    }

    @Test("no server: the write says the database can't be reached")
    func unreachable() async throws {
        // port 1 on loopback: nothing listens there
        let engine = try PostgresEngine(location: PostgresLocation(url: "postgres://townhall@127.0.0.1:1/townhall"))
        await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in try tx.execute("SELECT 1") }
        }
        do {
            try await engine.write { tx in try tx.execute("SELECT 1") }
        } catch let error as SQLEngineError {
            guard case .unreachable = error else { Issue.record("expected unreachable, got \(error)"); return }
        }
        try await engine.close()
    }

    @Test("the server goes away and comes back: writes fail while it is gone, then work on new connections")
    func serverRestart() async throws {
        // the port after the shared server's, so checkouts with their own TOWNHALL_TEST_POSTGRES_PORT do not meet
        let server = PostgresTestServer(name: "restart", port: PostgresTestServer.shared.port + 1)
        let engine = try await EngineKind.postgresEngine(label: "restart", server: server)
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["before"]) }
        try await server.stop()
        await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["while gone"]) }
        }
        _ = try await server.info()
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["after"]) }
        let notes = try await engine.read { tx in try tx.rows("SELECT text FROM note ORDER BY text").map { try $0.decode(String.self, at: 0) } }
        #expect(notes == ["after", "before"])
        try await engine.close()
    }

    private func failure(_ body: () async throws -> Void) async -> (any Error)? {
        do { try await body(); return nil } catch { return error }
    }

    /// Reads the counter, waits (first attempt only) until the other writer has read it too, then
    /// writes it plus one.
    private func increment(_ engine: PostgresEngine, _ rendezvous: Rendezvous?) async throws {
        let attempts = Mutex(0)
        try await engine.write { tx in
            let used = try tx.value(Int.self, "SELECT used FROM budget WHERE account = ?", ["alice"]) ?? 0
            let attempt = attempts.withLock { $0 += 1; return $0 }
            if attempt == 1 { rendezvous?.arrive() }
            try tx.execute("UPDATE budget SET used = ? WHERE account = ?", [used + 1, "alice"])
        }
    }
}

/// Lets `parties` threads wait for each other (each waits at most 10 s: a rendezvous that never
/// completes shows as `met == false`, not as a hung test).
final class Rendezvous: Sendable {
    private let arrived = Mutex(0)
    private let parties: Int
    private let semaphore = DispatchSemaphore(value: 0)
    private let complete = Mutex(false)

    init(parties: Int) { self.parties = parties }

    var met: Bool { complete.withLock { $0 } }

    func arrive() {
        let count = arrived.withLock { $0 += 1; return $0 }
        if count == parties {
            complete.withLock { $0 = true }
            for _ in 1..<parties { semaphore.signal() }
        } else {
            _ = semaphore.wait(timeout: .now() + 10)
        }
    }
}
