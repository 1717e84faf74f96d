import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// The shared engine: PostgreSQL (or a PostgreSQL-compatible distributed database) through
/// postgres-nio, for several bot processes on one database.
///
/// Feature code is synchronous (as it is on SQLite, where GRDB runs it on its own queue): each
/// transaction body runs on a thread of this engine's thread pool, holding one connection, and
/// waits there for each statement's answer — never on an event loop, never on the concurrency
/// pool. Writes are SERIALIZABLE and retried on conflicts (see `SQLEngine.write`).
public final class PostgresEngine: SQLEngine {
    public let location: PostgresLocation
    public let retryPolicy: TransactionRetryPolicy
    /// How long a COMMIT may wait for the server (see `PostgresTransaction.commit(within:)`).
    let commitDeadline: TimeAmount
    private let threads: NIOThreadPool
    private let connections: PostgresConnectionPool
    /// Where reads that may be stale go; nil without `read_replicas` (every read on the primary).
    private let standbys: StandbyReads?
    private let watchdog: AnswerWatchdog
    private let logger: Logger
    private let tally = Mutex(Counters())
    /// Counts the errors reads and writes give back, and each conflict retried, by kind.
    let errors: DatabaseErrorMeter

    /// What the engine did that an operator may want to see.
    public struct Counters: Sendable, Equatable {
        /// Transactions run again after a conflict.
        public var retriedAfterConflict = 0
        /// Writes given up after `retryPolicy.attempts` conflicts in a row.
        public var gaveUpAfterConflicts = 0
    }

    /// - Parameter maxConnections: transactions at once (threads and connections).
    /// - Parameter commitDeadline: how long a COMMIT may wait for the server's answer; longer
    ///   than any commit takes while a synchronous standby keeps up.
    /// - Parameter readReplicas: standbys for `read(mayLagFor:_:)`; nil or none: the primary.
    public init(location: PostgresLocation, maxConnections: Int = 8,
                retryPolicy: TransactionRetryPolicy = TransactionRetryPolicy(),
                commitDeadline: Duration = .seconds(30),
                readReplicas: ReadReplicaSettings? = nil,
                eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton,
                logger: Logger = Logger(label: "townhall.postgres"),
                errors: DatabaseErrorMeter = DatabaseErrorMeter()) throws {
        precondition(maxConnections >= 1)
        self.errors = errors
        self.location = location
        self.retryPolicy = retryPolicy
        self.commitDeadline = .nanoseconds(Int64(commitDeadline.components.seconds) * 1_000_000_000
                                           + commitDeadline.components.attoseconds / 1_000_000_000)
        self.logger = logger
        connections = try PostgresConnectionPool(location: location, eventLoopGroup: eventLoopGroup, logger: logger)
        standbys = try readReplicas.flatMap { settings in
            settings.replicas.isEmpty ? nil : try StandbyReads(settings: settings, eventLoopGroup: eventLoopGroup, logger: logger)
        }
        if standbys != nil { ReadYourWrites.startTracking() }
        watchdog = AnswerWatchdog(eventLoop: eventLoopGroup.next(), logger: logger)
        threads = NIOThreadPool(numberOfThreads: maxConnections)
        threads.start()
    }

    public var dialect: SQLDialect { .postgres }

    /// How an `unreachable` error begins when every host of the URL answered but none took
    /// writes (all standbys), so that opening can say so in its own words.
    public static var noWritableHost: String { PostgresConnectionPool.noWritableHost }

    public var counters: Counters { tally.withLock { $0 } }

    private static let readBegin = "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"

    @discardableResult
    public func read<T: Sendable>(_ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        try await errors.counting {
            try await threads.runIfActive { [self] in
                try transaction(Self.readBegin, body, on: connections)
            }
        }
    }

    /// A read that may be answered by a standby up to `ReadReplicaSettings.maxLag` behind: the
    /// first standby within the bound, else the primary. `reader`'s reads stay on the primary
    /// for `readYourWritesWindow` after a write of theirs was acknowledged (`ReadYourWrites`).
    /// A standby that fails the read is set aside until its next check and the read runs again
    /// on the primary, so the person sees an answer, not the standby's trouble.
    @discardableResult
    public func read<T: Sendable>(mayLagFor reader: String,
                                  _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        guard let standbys else { return try await read(body) }
        return try await errors.counting {
            try await threads.runIfActive { [self] in
                if let standby = standbys.standby(for: reader) {
                    do {
                        return try transaction(Self.readBegin, body, on: standby.connections)
                    } catch SQLEngineError.unreachable(let why) {
                        standbys.unreachable(standby, why)
                    }
                }
                return try transaction(Self.readBegin, body, on: connections)
            }
        }
    }

    /// What each standby of `read_replicas` was last found to be, by its hosts.
    var standbyStates: [String: StandbyState?] { standbys?.states ?? [:] }

    /// Begins at `isolation`; retried on conflicts at either level (a READ COMMITTED transaction
    /// can still deadlock, 40P01).
    @discardableResult
    public func write<T: Sendable>(isolation: WriteIsolation,
                                   _ body: @escaping @Sendable (any SQLTransaction) throws -> T) async throws -> T {
        let begin = switch isolation {
        case .serializable: "BEGIN ISOLATION LEVEL SERIALIZABLE"
        case .readCommitted: "BEGIN ISOLATION LEVEL READ COMMITTED"
        }
        let result = try await errors.counting {
            try await threads.runIfActive { [self] in
                try transaction(begin, body, on: connections)
            }
        }
        ReadYourWrites.noteAcknowledgedWrite()
        return result
    }

    /// Closes the connections and stops the threads; later reads and writes fail.
    public func close() async throws {
        try await threads.shutdownGracefully()
        watchdog.stop()
        await connections.close()
        for standby in standbys?.standbys ?? [] {
            await standby.connections.close()
        }
    }

    private func transaction<T>(_ begin: String, _ body: (any SQLTransaction) throws -> T,
                                on connections: PostgresConnectionPool) throws -> T {
        var attempt = 1
        while true {
            let connection = try connections.acquire()
            let transaction = PostgresTransaction(beginning: begin, on: connection, pooler: location.pooler,
                                                  watchdog: watchdog, logger: logger)
            do {
                let result = try body(transaction)
                // A COMMIT that fails with a conflict committed nothing and is retried below; one
                // whose connection drops has an unknown outcome and is reported, never retried.
                try transaction.commit(within: commitDeadline)
                connections.release(connection, reusable: true)
                return result
            } catch {
                // A connection that dropped, or landed on a server that no longer takes writes,
                // is never lent again, and neither are the idle ones opened on that server: the
                // next transaction connects afresh, walking the URL's hosts to the primary.
                let serverGone = if case SQLEngineError.unreachable = error { true } else { false }
                connections.release(connection, reusable: !serverGone && transaction.rollBack())
                if serverGone { connections.discardIdle() }
                guard case SQLEngineError.statement(let state, _) = error,
                      TransactionRetryPolicy.isConflict(state) else { throw error }
                guard attempt < retryPolicy.attempts else {
                    tally.withLock { $0.gaveUpAfterConflicts += 1 }
                    throw SQLEngineError.gaveUpAfterConflicts(attempts: attempt)
                }
                tally.withLock { $0.retriedAfterConflict += 1 }
                errors.count(.serialization)
                Thread.sleep(forTimeInterval: Self.seconds(retryPolicy.delay(after: attempt)))
                attempt += 1
            }
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        TimeInterval(duration.components.seconds) + TimeInterval(duration.components.attoseconds) / 1e18
    }
}
