import Foundation
import PostgresTestServer
@testable import SQLStore
import Testing

/// The engine through a real pgbouncer in transaction pooling, two server sessions per database
/// (`PgBouncerTestServer`): statements that would leave state in a shared session are refused
/// before they are sent, what lasts one transaction works, and a server that is away behind the
/// pooler is "can't reach the database", like one that is away in front of the bot.
@Suite("PostgreSQL engine through pgbouncer (transaction pooling)")
struct PgBouncerEngineTests {
    @Test("which statements leave state in the session", arguments: [
        ("SET work_mem = '8MB'", true),
        ("set search_path to public", true),
        ("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY", true),
        ("RESET ALL", true),
        ("PREPARE upvote (bigint) AS SELECT $1", true),
        ("EXECUTE upvote(1)", true),
        ("LISTEN alerts", true),
        ("CREATE TEMP TABLE scratch (n INT)", true),
        ("CREATE GLOBAL TEMPORARY TABLE scratch (n INT)", true),
        ("DECLARE c CURSOR WITH HOLD FOR SELECT 1", true),
        ("SELECT pg_advisory_lock(42)", true),
        ("SELECT pg_try_advisory_lock_shared(42)", true),
        ("SELECT set_config('work_mem', '8MB', false)", true),
        ("SET LOCAL work_mem = '8MB'", false),
        ("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE", false),
        ("SET CONSTRAINTS ALL DEFERRED", false),
        ("SELECT set_config('work_mem', '8MB', true)", false),
        ("SELECT pg_advisory_xact_lock(42)", false),
        ("CREATE TEMP TABLE scratch (n INT) ON COMMIT DROP", false),
        ("DECLARE c CURSOR FOR SELECT 1", false),
        ("UPDATE question SET upvotes = upvotes + 1 WHERE id = ?", false),
        ("INSERT INTO townhall_lock (name) VALUES (?) ON CONFLICT (name) DO UPDATE SET holder = excluded.holder", false),
        ("LOCK TABLE townhall_migrations IN EXCLUSIVE MODE", false),
        ("PREPARE TRANSACTION 'x'", false),
    ])
    func sessionStateStatements(sql: String, leavesState: Bool) {
        #expect((SessionStateCheck.judge(sql) != nil) == leavesState, "\(sql): \(SessionStateCheck.judge(sql) ?? "nothing")")
    }

    @Test("the URL names the pooler")
    func poolerParameter() throws {
        #expect(try PostgresLocation(url: "postgres://bot@127.0.0.1:6432/townhall?pooler=pgbouncer").pooler == .pgbouncer)
        #expect(try PostgresLocation(url: "postgres://bot@127.0.0.1:5432/townhall").pooler == nil)
    }

    @Test("session state is refused before it is sent, with one line naming it; what lasts a transaction works")
    func sessionStateRefused() async throws {
        let engine = try await Self.pooledEngine(label: "pgbsession")
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in
                try tx.execute("INSERT INTO note (text) VALUES (?)", ["before the SET"])
                try tx.execute("SET statement_timeout = 1")
            }
        }
        #expect(error?.description == "refused a statement that would leave a session setting (SET lasts the session; SET LOCAL lasts the transaction) in a session pgbouncer shares with other clients: SET statement_timeout = 1")
        await #expect(throws: SQLEngineError.self) {
            try await engine.read { tx in try tx.execute("SELECT pg_try_advisory_lock(7)") }
        }
        // nothing of the refused transaction was committed, and the session is still usable
        #expect(try await engine.read { tx in try tx.value(Int.self, "SELECT count(*) FROM note") } == 0)
        let setting = try await engine.write { tx in
            try tx.execute("SET LOCAL work_mem = '9MB'")
            try tx.execute("SELECT pg_advisory_xact_lock(7)")
            return try tx.value(String.self, "SELECT current_setting('work_mem')")
        }
        #expect(setting == "9MB")
        try await engine.close()
    }

    /// pgbouncer answers a client whose server it cannot reach with its own 08P01 error (here
    /// query_wait_timeout, after the test pgbouncer's 5 s: within the engine's 10 s connect
    /// deadline) instead of closing the connection.
    @Test("a server away behind pgbouncer is unreachable, not a refused statement")
    func serverAwayBehindPooler() async throws {
        let pooler = PgBouncerTestServer.shared
        let engine = try PostgresEngine(location: PostgresLocation(url: try await pooler.awayDatabaseURL(),
                                                                   password: try await pooler.password))
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.read { tx in try tx.execute("SELECT 1") }
        }
        guard case .unreachable(let why) = error else {
            Issue.record("not unreachable: \(String(describing: error))")
            return
        }
        #expect(why.hasPrefix("08P01: "), "\(why)")
        try await engine.close()
    }

    /// The server's own sessions die with it, and pgbouncer answers the next client 08P01. Once the
    /// server is back, pgbouncer still fails a client at once ("server login has been failing")
    /// until the new server connection it starts at that moment is up: a write or two may hear
    /// "can't reach" after the server returned, as a person would, before one is stored.
    @Test("the server behind pgbouncer goes away and comes back: unreachable while gone, then the same engine writes")
    func serverRestartBehindPooler() async throws {
        // ports of their own (the shared server's + 11 and + 12): stopping them disturbs no other test
        let server = PostgresTestServer(name: "pgbaway", port: PostgresTestServer.shared.port + 11)
        let pooler = PgBouncerTestServer(name: "pgbouncer-away", port: PostgresTestServer.shared.port + 12, backend: .testServer(server))
        let engine = try PostgresEngine(location: PostgresLocation(url: try await pooler.freshDatabaseURL(label: "pgbaway"),
                                                                   password: try await pooler.password))
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["before"]) }
        try await server.stop()
        let error = await #expect(throws: SQLEngineError.self) {
            try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["while gone"]) }
        }
        #expect(error?.description.hasPrefix("can't reach the database: ") == true, "\(String(describing: error))")
        _ = try await server.info()
        var refusedAfterReturn: [SQLEngineError] = []
        for _ in 1...100 {
            do {
                try await engine.write { tx in try tx.execute("INSERT INTO note (text) VALUES (?)", ["after"]) }
                break
            } catch let error as SQLEngineError {
                refusedAfterReturn.append(error)
            }
        }
        #expect(refusedAfterReturn.count < 100)
        #expect(refusedAfterReturn.allSatisfy { $0.description.hasPrefix("can't reach the database: 08P01: ") }, "\(refusedAfterReturn)")
        let notes = try await engine.read { tx in try tx.rows("SELECT text FROM note ORDER BY text").map { try $0.decode(String.self, at: 0) } }
        #expect(notes == ["after", "before"])
        try await engine.close()
    }

    /// An engine on a fresh database, reached through the test pgbouncer.
    static func pooledEngine(label: String) async throws -> PostgresEngine {
        let pooler = PgBouncerTestServer.shared
        return try PostgresEngine(location: PostgresLocation(url: try await pooler.freshDatabaseURL(label: label),
                                                             password: try await pooler.password))
    }
}
