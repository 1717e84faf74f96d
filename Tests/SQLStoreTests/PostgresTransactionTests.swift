import EngineTestSupport
import Logging
import NIOPosix
@testable import SQLStore
import Testing

/// The engine sends BEGIN without waiting for its answer and sends the body's first statement
/// from the event loop once BEGIN succeeded: the statements still run inside the transaction,
/// and a BEGIN that fails lets nothing run outside one.
@Suite("PostgreSQL transactions: BEGIN sent ahead of the body")
struct PostgresTransactionTests {
    @Test("the first statement of a write runs in its SERIALIZABLE transaction, of a read in its read-only one")
    func firstStatementIsInsideTheTransaction() async throws {
        let engine = try await EngineKind.postgresEngine(label: "begin-ahead")
        let written = try await engine.write { tx in
            try tx.value(String.self, "SELECT current_setting('transaction_isolation')")
        }
        #expect(written == "serializable")
        let read = try await engine.read { tx in
            [try tx.value(String.self, "SELECT current_setting('transaction_isolation')"),
             try tx.value(String.self, "SELECT current_setting('transaction_read_only')")]
        }
        #expect(read == ["repeatable read", "on"])
        try await engine.close()
    }

    @Test("a BEGIN the server refuses: the statement after it is never sent, and the error is BEGIN's")
    func refusedBeginSendsNothingElse() async throws {
        let engine = try await EngineKind.postgresEngine(label: "begin-refused")
        try await engine.write { tx in try tx.execute("CREATE TABLE note (text TEXT NOT NULL)") }
        let pool = try PostgresConnectionPool(location: engine.location, eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
                                              logger: Logger(label: "test"))
        // off the concurrency pool: the transaction waits for each answer on its thread
        let error = try await NIOThreadPool.singleton.runIfActive { () throws -> SQLEngineError? in
            let connection = try pool.acquire()
            defer { pool.release(connection, reusable: false) }
            let transaction = PostgresTransaction(beginning: "BEGIN ISOLATION LEVEL NO_SUCH_LEVEL", on: connection,
                                                  watchdog: AnswerWatchdog(eventLoop: connection.eventLoop, logger: Logger(label: "test")),
                                                  logger: Logger(label: "test"))
            do {
                try transaction.execute("INSERT INTO note (text) VALUES (?)", ["outside a transaction"])
                return nil
            } catch let error as SQLEngineError {
                return error
            }
        }
        guard case .statement(let sqlState, _) = error else {
            Issue.record("expected BEGIN's syntax error, got \(String(describing: error))")
            return
        }
        #expect(sqlState == "42601")
        let notes = try await engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM note") }
        #expect(notes == 0)
        try await engine.close()
    }

    @Test("a standby's refusal of a SERIALIZABLE BEGIN is told from other unsupported features",
          arguments: [("0A000", "cannot use serializable mode in a hot standby", true),
                      ("0A000", "cannot use a different thing", false),
                      ("40001", "could not serialize access due to concurrent update", false)])
    func standbyRefusingSerializable(state: String, message: String, isStandby: Bool) {
        #expect(PostgresTransaction.isStandbyRefusingSerializable(state, message) == isStandby)
    }
}
