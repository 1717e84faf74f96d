import EngineTestSupport
import Foundation
import PostgresTestServer
@testable import SQLStore
import Testing

/// A multi-host URL on a real server: a host that does not answer is passed over, a session that
/// does not take writes is never kept, and a connection that broke or landed on a read-only
/// session is closed and replaced, never lent again. The read-only sessions here are a real
/// server's (`default_transaction_read_only`), which answer a write as a standby does (25006);
/// `PostgresFailoverTests` does the same on a real pg_auto_failover cluster.
@Suite("PostgreSQL engine: several hosts, only read-write sessions")
struct PostgresMultiHostTests {
    @Test("a host that does not answer is passed over for the next")
    func deadHostFirst() async throws {
        let (url, password) = try await freshDatabase(label: "deadfirst")
        let port = try await PostgresTestServer.shared.info().port
        // port 1 on loopback: nothing listens there
        let multiHost = url.replacingOccurrences(of: "127.0.0.1:\(port)", with: "127.0.0.1:1,127.0.0.1:\(port)")
        let engine = try PostgresEngine(location: PostgresLocation(url: multiHost, password: password))
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["kept"]) }
        #expect(try await engine.read { tx in try tx.value(Int.self, "SELECT count(*) FROM note") } == 1)
        try await engine.close()
    }

    @Test("every host read-only: no session is kept, and the error names each host")
    func everyHostReadOnly() async throws {
        let (url, password) = try await freshDatabase(label: "allreadonly")
        let port = try await PostgresTestServer.shared.info().port
        try await setReadOnly(true, url: url, password: password)
        let twice = url.replacingOccurrences(of: "127.0.0.1:\(port)", with: "127.0.0.1:\(port),127.0.0.1:\(port)")
        let engine = try PostgresEngine(location: PostgresLocation(url: twice, password: password))
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.read { tx in try tx.execute("SELECT 1") }
        }
        #expect(error == .unreachable("no read-write host: 127.0.0.1:\(port) is read-only (a standby); 127.0.0.1:\(port) is read-only (a standby)"))
        // primary asks whether the server is in recovery, which this one is not
        let primary = try PostgresEngine(location: PostgresLocation(url: twice + "?target_session_attrs=primary", password: password))
        #expect(try await primary.read { tx in try tx.value(Int.self, "SELECT 1") } == 1)
        try await primary.close()
        try await setReadOnly(false, url: url, password: password)
        #expect(try await engine.read { tx in try tx.value(Int.self, "SELECT 1") } == 1)
        try await engine.close()
    }

    /// A standby answers a write with 25006; the connection is closed, and the next write opens
    /// one that takes writes.
    @Test("a connection whose session turned read-only is closed, never reused")
    func readOnlySessionIsClosed() async throws {
        let engine = try await EngineKind.postgresEngine(label: "turnedreadonly", retryPolicy: TransactionRetryPolicy(attempts: 1))
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        // the pool has one connection now, idle; its next transactions begin read-only
        try await engine.write { tx in try tx.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY") }
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["refused"]) }
        }
        #expect(error?.description.hasPrefix("can't reach the database: 25006: ") == true, "\(String(describing: error))")
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["written"]) }
        let notes = try await engine.read { tx in try tx.rows("SELECT text FROM note").map { try $0.decode(String.self, at: 0) } }
        #expect(notes == ["written"])
        try await engine.close()
    }

    @Test("a connection that died mid-transaction is never reused, and its write is not kept")
    func diedMidTransaction() async throws {
        let engine = try await EngineKind.postgresEngine(label: "diedmid", retryPolicy: TransactionRetryPolicy(attempts: 1))
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in
                try tx.execute("INSERT INTO note (text) VALUES (?)", ["lost"])
                try tx.execute("SELECT pg_terminate_backend(pg_backend_pid())")
            }
        }
        guard case .unreachable? = error else {
            Issue.record("expected unreachable, got \(String(describing: error))")
            return
        }
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["written"]) }
        let notes = try await engine.read { tx in try tx.rows("SELECT text FROM note").map { try $0.decode(String.self, at: 0) } }
        #expect(notes == ["written"])
        try await engine.close()
    }

    /// A primary whose synchronous standby is gone holds COMMIT; a deferred trigger that sleeps
    /// holds it the same way on one server. The server would answer after 30 s, so a write given
    /// up within 15 s was given up at its deadline (1 s), however loaded the machine: with a 3 s
    /// sleep and a 3 s bound, a fresh-clone run took 3.7 s once.
    @Test("a COMMIT the server does not confirm in time is unreachable, and its connection not reused")
    func commitPastItsDeadline() async throws {
        let (url, password) = try await freshDatabase(label: "slowcommit")
        let engine = try PostgresEngine(location: PostgresLocation(url: url, password: password),
                                        retryPolicy: TransactionRetryPolicy(attempts: 1), commitDeadline: .seconds(1))
        try await engine.write { tx in
            try tx.execute("CREATE TABLE note (text TEXT NOT NULL)")
            try tx.execute("CREATE FUNCTION slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.text = 'slow' THEN PERFORM pg_sleep(30); END IF; RETURN NULL; END $$")
            try tx.execute("CREATE CONSTRAINT TRIGGER slow_commit AFTER INSERT ON note DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION slow_commit()")
        }
        let started = ContinuousClock.now
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["slow"]) }
        }
        #expect(error == .unreachable("the database did not confirm a commit within 1 s; its outcome is unknown"))
        #expect(started.duration(to: .now) < .seconds(15), "the write was given up at its deadline, not when the server answered")
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["quick"]) }
        #expect(try await engine.read { tx in try tx.value(Int.self, "SELECT count(*) FROM note WHERE text = 'quick'") } == 1)
        try await engine.close()
    }

    private func freshDatabase(label: String) async throws -> (url: String, password: String) {
        let url = try await PostgresTestServer.shared.freshDatabaseURL(label: label)
        return (url, try await PostgresTestServer.shared.info().password)
    }

    /// Makes every new session of the database begin read-only (or not), as a standby's do. The
    /// server is no standby, so `primary` still connects to a database made read-only.
    private func setReadOnly(_ readOnly: Bool, url: String, password: String) async throws {
        let location = try PostgresLocation(url: url + "?target_session_attrs=primary", password: password)
        let admin = try PostgresEngine(location: location)
        let setting = readOnly ? "SET default_transaction_read_only = on" : "RESET default_transaction_read_only"
        try await admin.write { tx in
            // a session of a database already read-only begins read-only; this one may write
            try tx.execute("SET TRANSACTION READ WRITE")
            try tx.execute("ALTER DATABASE \(location.database) \(setting)")
        }
        try await admin.close()
    }
}
