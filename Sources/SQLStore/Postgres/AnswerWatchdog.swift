import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// Makes sure no pool thread waits forever for a server's answer. A thread of the engine blocks
/// on each statement's answer; if that answer never comes, the transaction holds its thread, and
/// an upvote batch every upvote queued behind it. Two ways it may never come:
///
/// - the connection closed under the statement and postgres-nio never failed its query: seen
///   when pg_auto_failover stopped a primary (a fast shutdown) while a batch's statement was on
///   its way, after which a test's writes stopped for good although the new primary took
///   writes a second later;
/// - the server holds the statement (a lock held by a session that waits for a standby that is
///   gone) for longer than any statement Townhall sends takes on a working server.
///
/// Every wait is registered here for its duration; a sweep every second fails the wait of a
/// connection that closed, and any wait older than its deadline, as unreachable. The statement's
/// own answer, if it comes after all, finds its wait already failed and is dropped. A registered
/// wait costs two uncontended lock takes; the sweep looks at only the waits in progress.
final class AnswerWatchdog: Sendable {
    private struct Waiting: Sendable {
        let connection: PostgresConnection
        let answer: EventLoopPromise<PostgresQueryResult>
        let since: NIODeadline
        let deadline: TimeAmount
        let late: @Sendable () -> SQLEngineError
    }

    /// How long a statement may go without an answer before it is given up (COMMIT has its own,
    /// shorter one: see `PostgresTransaction.commit(within:)`). Far longer than a statement
    /// takes on a working server, a migration's wait for another process's lock included.
    static let statementDeadline: TimeAmount = .minutes(5)

    private let waits = Mutex<[Int: Waiting]>([:])
    private let nextID = Atomic<Int>(0)
    private let sweeper = Mutex<RepeatedTask?>(nil)
    private let logger: Logger

    init(eventLoop: any EventLoop, logger: Logger) {
        self.logger = logger
        let task = eventLoop.scheduleRepeatedTask(initialDelay: .seconds(1), delay: .seconds(1)) { [weak self] _ in
            self?.sweep()
        }
        sweeper.withLock { $0 = task }
    }

    deinit {
        stop()
    }

    /// Stops the sweep (the engine closed).
    func stop() {
        sweeper.withLock { $0?.cancel(); $0 = nil }
    }

    /// Blocks the calling pool thread until `answer` comes, the connection closes, or `deadline`
    /// passes without it (then `late()` is thrown).
    func wait(for answer: EventLoopFuture<PostgresQueryResult>, on connection: PostgresConnection,
              deadline: TimeAmount = AnswerWatchdog.statementDeadline,
              late: @escaping @Sendable () -> SQLEngineError) throws -> PostgresQueryResult {
        let bounded = connection.eventLoop.makePromise(of: PostgresQueryResult.self)
        answer.cascade(to: bounded)
        let id = nextID.add(1, ordering: .relaxed).oldValue
        waits.withLock {
            $0[id] = Waiting(connection: connection, answer: bounded, since: .now(), deadline: deadline, late: late)
        }
        defer { _ = waits.withLock { $0.removeValue(forKey: id) } }
        return try bounded.futureResult.wait()
    }

    /// How many waits are registered now (tests: none is left behind).
    var waitsInProgress: Int { waits.withLock { $0.count } }

    private func sweep() {
        let now = NIODeadline.now()
        let given = waits.withLock { waits in
            waits.filter { _, waiting in waiting.connection.isClosed || now - waiting.since >= waiting.deadline }
        }
        for (_, waiting) in given {
            if waiting.connection.isClosed {
                logger.warning("a statement's connection closed before its answer came; the statement is given up")
                waiting.answer.fail(SQLEngineError.unreachable("the connection to the database closed before it answered"))
            } else {
                waiting.answer.fail(waiting.late())
                // the connection holds a statement in an unknown state: the pool never lends it again
                waiting.connection.close().whenComplete { _ in withExtendedLifetime(waiting.connection) {} }
            }
        }
    }
}
