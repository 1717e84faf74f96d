import Foundation
import Logging
import NIOCore
import PostgresNIO

/// Statements on the connection of the transaction in progress. Runs on a thread of the engine's
/// pool (never an event loop), so it may wait for each statement's answer.
///
/// Each answer waited for costs the bot two thread wake-ups and a hop to the event loop — most
/// of its CPU per statement (see `PostgresTransaction(beginning:on:pooler:watchdog:logger:)`). Used by one
/// thread at a time (the pool thread running the body), so its state needs no lock.
final class PostgresTransaction: SQLTransaction {
    let connection: PostgresConnection
    let logger: Logger
    /// Gives up a wait for an answer that will not come (see `AnswerWatchdog`).
    let watchdog: AnswerWatchdog
    /// The pooler in front of the server: statements that would leave session state are refused.
    let pooler: PostgresPooler?
    /// The BEGIN sent and not yet answered; the first statement goes out from the event loop once
    /// BEGIN succeeded, and never when it failed (it would run outside the transaction).
    private var begun: EventLoopFuture<PostgresQueryResult>?

    /// Sends `begin` without waiting for its answer: the pool thread goes straight on to the
    /// body, and waits once, for the answer to its first statement, which the event loop sends
    /// as soon as BEGIN is answered — one wake-up of each thread fewer per transaction.
    init(beginning begin: String, on connection: PostgresConnection, pooler: PostgresPooler? = nil,
         watchdog: AnswerWatchdog, logger: Logger) {
        self.connection = connection
        self.watchdog = watchdog
        self.pooler = pooler
        self.logger = logger
        begun = connection.query(PostgresQuery(unsafeSQL: begin), logger: logger)
    }

    var dialect: SQLDialect { .postgres }

    func execute(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> Int {
        try run(sql, arguments).metadata.rows ?? 0
    }

    func rows(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> [SQLRow] {
        let result = try run(sql, arguments)
        guard let first = result.rows.first else { return [] }
        let columns = first.map(\.columnName)
        return try result.rows.map { row in
            SQLRow(columns: columns, values: try row.map(Self.value))
        }
    }

    /// Decodes only the one cell asked for (the upvote path asks for single values several times
    /// per upvote).
    func firstValue(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> SQLValue? {
        guard let cell = try run(sql, arguments).rows.first?.first else { return nil }
        return try Self.value(cell)
    }

    /// Commits, waiting at most `deadline` for the server's answer. A primary whose synchronous
    /// standby was promoted away from it (restarted by its keeper after a crash while the monitor
    /// failed over) holds every COMMIT until it is demoted: without a deadline, one such COMMIT
    /// would hold its batch, and every write queued behind it, for as long as that takes. Past the
    /// deadline the write is reported unreachable — not acknowledged, since the server may still
    /// commit it — and the engine closes the connection like any that went unreachable.
    func commit(within deadline: TimeAmount) throws {
        let answer = send("COMMIT", [])
        let eventLoop = connection.eventLoop
        let bounded = eventLoop.makePromise(of: PostgresQueryResult.self)
        let late = SQLEngineError.unreachable("the database did not confirm a commit within \(deadline.nanoseconds / 1_000_000_000) s; its outcome is unknown")
        let timer = eventLoop.scheduleTask(in: deadline) { bounded.fail(late) }
        answer.whenComplete { result in
            timer.cancel()
            bounded.completeWith(result)
        }
        do {
            _ = try watchdog.wait(for: bounded.futureResult, on: connection, deadline: deadline) { late }
        } catch let error as PSQLError {
            throw Self.engineError(error)
        }
    }

    /// Ends the transaction without committing. False when the connection is no longer usable
    /// (it broke, or the rollback itself failed), so the pool closes it instead of reusing it.
    func rollBack() -> Bool {
        guard !connection.isClosed else { return false }
        do {
            _ = try run("ROLLBACK", [])
            return true
        } catch {
            return false
        }
    }

    private func run(_ sql: String, _ arguments: [any SQLValueConvertible]) throws -> PostgresQueryResult {
        if let pooler, let state = SessionStateCheck.sessionState(leftBy: sql) {
            throw SQLEngineError.sessionStateThroughPooler(pooler: pooler.rawValue, state: state, statement: sql)
        }
        do {
            return try watchdog.wait(for: send(sql, arguments), on: connection) {
                .unreachable("the database did not answer a statement within \(AnswerWatchdog.statementDeadline.nanoseconds / 60_000_000_000) minutes")
            }
        } catch let error as PSQLError {
            throw Self.engineError(error)
        }
    }

    /// Sends `sql` (after BEGIN's answer, when it is the first statement) and returns its answer
    /// to come.
    private func send(_ sql: String, _ arguments: [any SQLValueConvertible]) -> EventLoopFuture<PostgresQueryResult> {
        var binds = PostgresBindings(capacity: arguments.count)
        for argument in arguments {
            switch argument.sqlValue {
            case .null: binds.appendNull()
            case .integer(let integer): binds.append(integer)
            case .real(let real): binds.append(real)
            case .text(let text): binds.append(text)
            case .blob(let bytes): binds.append(ByteBuffer(bytes: bytes))
            }
        }
        let query = PostgresQuery(unsafeSQL: SQLPlaceholders.cachedNumbered(sql), binds: binds)
        guard let begin = begun else { return connection.query(query, logger: logger) }
        begun = nil
        return begin.flatMap { [connection, logger] _ in connection.query(query, logger: logger) }
    }

    /// The server's error as the engine reports it. The SQLSTATEs a failover gives (the server
    /// shutting down or starting, a standby refusing a write: `serverMoved`) are `unreachable`
    /// like a dropped connection: the person hears "can't reach the database right now", and the
    /// engine closes that connection instead of lending it again. So is class 08, connection
    /// exception: what a pooler answers when it lost or cannot reach the server behind it
    /// (pgbouncer's "server conn crashed?", "pgbouncer cannot connect to server",
    /// "query_wait_timeout" are all 08P01), which is the server being away, not a bad statement.
    static func engineError(_ error: PSQLError) -> SQLEngineError {
        if error.code == .server, let state = error.serverInfo?[.sqlState] {
            let message = error.serverInfo?[.message] ?? ""
            if serverMoved.contains(state) || state.hasPrefix("08") || isStandbyRefusingSerializable(state, message) {
                return .unreachable("\(state): \(message)")
            }
            return .statement(sqlState: state, message: message)
        }
        // The code alone ("connectionError") does not say why; the underlying error does
        // ("connection refused", a TLS failure).
        return .unreachable(error.underlying.map { "\(error.code): \($0)" } ?? "\(error.code)")
    }

    /// read_only_sql_transaction (a standby, or a primary demoted under the connection),
    /// admin_shutdown, crash_shutdown, cannot_connect_now (a server starting up or shutting down).
    static let serverMoved: Set<String> = ["25006", "57P01", "57P02", "57P03"]

    /// A write's `BEGIN ISOLATION LEVEL SERIALIZABLE` on a standby: feature_not_supported, which
    /// names far more than that, so the message tells it apart. Met through a pooler, whose
    /// client connection outlives the server session the engine checked was read-write: after a
    /// failover, the old primary's pgbouncer opens its next session on what is now a standby.
    static func isStandbyRefusingSerializable(_ state: String, _ message: String) -> Bool {
        state == "0A000" && message.contains("hot standby")
    }

    /// A cell in the engine-neutral form (see `SQLValue` for the mapping).
    static func value(_ cell: PostgresCell) throws -> SQLValue {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int2, .int4, .int8, .oid:
            return .integer(try cell.decode(Int64.self))
        case .float4, .float8:
            return .real(try cell.decode(Double.self))
        case .numeric:
            return .real(NSDecimalNumber(decimal: try cell.decode(Decimal.self)).doubleValue)
        case .bool:
            return .integer(try cell.decode(Bool.self) ? 1 : 0)
        case .bytea:
            var buffer = try cell.decode(ByteBuffer.self)
            return .blob(buffer.readBytes(length: buffer.readableBytes) ?? [])
        default:
            return .text(try cell.decode(String.self))
        }
    }
}
