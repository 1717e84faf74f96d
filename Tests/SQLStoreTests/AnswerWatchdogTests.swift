import EngineTestSupport
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
@testable import SQLStore
import Testing

/// A statement whose answer never comes must not hold its pool thread for good: the wait is
/// given up as unreachable once its connection has closed, or once its deadline has passed.
/// The answer that never comes is a promise no one completes (what postgres-nio's query
/// amounted to when a primary was stopped under it), on a real connection to the test server.
@Suite("PostgreSQL: no wait for an answer lasts forever")
struct AnswerWatchdogTests {
    @Test("a wait whose connection closes is given up as unreachable within the sweep's second")
    func closedConnection() async throws {
        let (pool, connection) = try await Self.connection(label: "watch-closed")
        let watchdog = AnswerWatchdog(eventLoop: connection.eventLoop, logger: Logger(label: "test"))
        let never = connection.eventLoop.makePromise(of: PostgresQueryResult.self)
        let started = ContinuousClock.now
        let waiting = Task { try await Self.wait(watchdog, for: never.futureResult, on: connection, deadline: .minutes(5)) }
        try await connection.close()
        let error = await #expect(throws: SQLEngineError.self) { try await waiting.value }
        #expect(error == .unreachable("the connection to the database closed before it answered"))
        #expect(started.duration(to: .now) < .seconds(5))
        never.fail(CancellationError())
        watchdog.stop()
        pool.release(connection, reusable: false)
    }

    @Test("a wait past its deadline is given up with its own error, and its connection closed")
    func pastTheDeadline() async throws {
        let (pool, connection) = try await Self.connection(label: "watch-late")
        let watchdog = AnswerWatchdog(eventLoop: connection.eventLoop, logger: Logger(label: "test"))
        let never = connection.eventLoop.makePromise(of: PostgresQueryResult.self)
        let error = await #expect(throws: SQLEngineError.self) {
            try await Self.wait(watchdog, for: never.futureResult, on: connection, deadline: .seconds(1))
        }
        #expect(error == .unreachable("late"))
        try await connection.closeFuture.get()
        #expect(connection.isClosed)
        never.fail(CancellationError())
        watchdog.stop()
        pool.release(connection, reusable: false)
    }

    @Test("an answer that comes is returned, and nothing is left registered")
    func answered() async throws {
        let (pool, connection) = try await Self.connection(label: "watch-answered")
        let watchdog = AnswerWatchdog(eventLoop: connection.eventLoop, logger: Logger(label: "test"))
        let result = try await Self.wait(watchdog, for: connection.query("SELECT 1", logger: Logger(label: "test")),
                                         on: connection, deadline: .seconds(1))
        #expect(try result.rows.first?.first?.decode(Int.self) == 1)
        #expect(watchdog.waitsInProgress == 0)
        watchdog.stop()
        pool.release(connection, reusable: true)
    }

    /// The wait on a pool thread, as the engine waits (never on the concurrency pool).
    private static func wait(_ watchdog: AnswerWatchdog, for answer: EventLoopFuture<PostgresQueryResult>,
                             on connection: PostgresConnection, deadline: TimeAmount) async throws -> PostgresQueryResult {
        try await NIOThreadPool.singleton.runIfActive {
            try watchdog.wait(for: answer, on: connection, deadline: deadline) { .unreachable("late") }
        }
    }

    private static func connection(label: String) async throws -> (PostgresConnectionPool, PostgresConnection) {
        let engine = try await EngineKind.postgresEngine(label: label)
        let location = engine.location
        try await engine.close()
        let pool = try PostgresConnectionPool(location: location, eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
                                              logger: Logger(label: "test"))
        let connection = try await NIOThreadPool.singleton.runIfActive { try pool.acquire() }
        return (pool, connection)
    }
}
