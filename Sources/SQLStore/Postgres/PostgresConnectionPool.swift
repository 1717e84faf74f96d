import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import Synchronization

/// Open connections to one PostgreSQL database, lent to one transaction at a time. The engine
/// runs at most as many transactions at once as the pool may open connections (one per thread
/// of its thread pool), so `acquire` never waits for another transaction: it reuses an idle
/// connection or opens one.
///
/// A new connection is kept only on a server that takes writes (`TargetSessionAttributes`): the
/// hosts of the URL are tried in order, beginning with the one that last gave such a session, so
/// after a failover the pool finds the new primary and then goes there first. A connection the
/// engine found on the wrong server or broken is closed, never lent again (`release`), and
/// `discardIdle` closes the others opened before the failover.
///
/// Over TLS the pool opens the TCP connection and does the TLS handshake itself
/// (`PostgresTLSChannel`), so the certificate is checked against the host's name before
/// postgres-nio sends the user name or the password on it.
final class PostgresConnectionPool: Sendable {
    private let location: PostgresLocation
    /// The TLS client context; nil for `sslmode=disable`.
    private let tls: NIOSSLContext?
    private let eventLoopGroup: any EventLoopGroup
    private let logger: Logger
    private let idle = Mutex<[PostgresConnection]>([])
    private let nextID = Atomic<Int>(1)
    /// The index in `location.servers` of the host that last gave a session that takes writes.
    private let lastWritable = Atomic<Int>(0)
    /// False for a standby's pool (`StandbyReads`), whose sessions are read-only by design and
    /// whose state is checked apart, once per interval rather than per connection.
    private let keepsWritableSessionsOnly: Bool
    static let connectTimeout: TimeAmount = .seconds(10)
    /// How the error begins when a host of the URL answered but none gave a writable session.
    static let noWritableHost = "no read-write host"

    init(location: PostgresLocation, eventLoopGroup: any EventLoopGroup, logger: Logger,
         keepsWritableSessionsOnly: Bool = true) throws {
        self.location = location
        self.keepsWritableSessionsOnly = keepsWritableSessionsOnly
        tls = try Self.tlsContext(for: location)
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
    }

    /// A connection for one transaction. Blocks the calling thread (a pool thread) while it connects.
    func acquire() throws -> PostgresConnection {
        while let connection = idle.withLock({ $0.popLast() }) {
            if !connection.isClosed { return connection }
        }
        return try connectToWritableServer()
    }

    /// A new connection on the first server, in the URL's order from the last that took writes,
    /// that gives the session `location.sessionAttributes` asks for. With one host its own error
    /// is thrown (the open failure words each); with several, one line naming what each host did.
    private func connectToWritableServer() throws -> PostgresConnection {
        let servers = location.servers
        let first = lastWritable.load(ordering: .relaxed)
        var outcomes: [String] = []
        var answeredReadOnly = false
        for offset in servers.indices {
            let index = (first + offset) % servers.count
            let server = servers[index]
            do {
                let connection = try connect(to: server)
                if try !keepsWritableSessionsOnly || isWritable(connection) {
                    lastWritable.store(index, ordering: .relaxed)
                    return connection
                }
                Self.closeInBackground(connection)
                answeredReadOnly = true
                outcomes.append("\(server) \(location.sessionAttributes.refusal)")
            } catch let error as SQLEngineError {
                if servers.count == 1 { throw error }
                if case .unreachable(let why) = error {
                    outcomes.append("\(server): \(why)")
                } else {
                    outcomes.append("\(server): \(error)")
                }
            }
        }
        let why = answeredReadOnly ? Self.noWritableHost : "no host answered"
        throw SQLEngineError.unreachable("\(why): \(outcomes.joined(separator: "; "))")
    }

    private func connect(to server: PostgresServer) throws -> PostgresConnection {
        let id = nextID.add(1, ordering: .relaxed).oldValue
        let eventLoop = eventLoopGroup.next()
        do {
            return try PostgresConnection.connect(
                on: eventLoop, configuration: try configuration(for: server, on: eventLoop), id: id, logger: logger
            ).wait()
        } catch let error as PSQLError {
            throw PostgresTransaction.engineError(error)
        } catch let error as SQLEngineError {
            throw error
        } catch {
            throw SQLEngineError.unreachable("\(error)")
        }
    }

    /// Asks a new session whether it is the kind the URL wants; a standby (or a primary being
    /// demoted) is not, and would refuse every write with 25006.
    private func isWritable(_ connection: PostgresConnection) throws -> Bool {
        let answer: String?
        do {
            let rows = try connection.query(PostgresQuery(unsafeSQL: location.sessionAttributes.check), logger: logger).wait()
            answer = try rows.first.flatMap { row in try row.first?.decode(String.self) }
        } catch {
            Self.closeInBackground(connection)
            if let error = error as? PSQLError { throw PostgresTransaction.engineError(error) }
            throw SQLEngineError.unreachable("\(error)")
        }
        return answer.map(location.sessionAttributes.accepts) ?? false
    }

    /// Takes a connection back; one that broke, or is in an unknown state, is closed instead.
    func release(_ connection: PostgresConnection, reusable: Bool) {
        if reusable, !connection.isClosed {
            idle.withLock { $0.append(connection) }
        } else {
            Self.closeInBackground(connection)
        }
    }

    /// postgres-nio wants every connection closed before it is let go (it checks in debug
    /// builds); the closure keeps the connection alive until its channel has closed.
    private static func closeInBackground(_ connection: PostgresConnection) {
        connection.close().whenComplete { _ in withExtendedLifetime(connection) {} }
    }

    deinit {
        // an engine dropped without `close()`: its idle connections still close
        for connection in idle.withLock({ $0 }) {
            Self.closeInBackground(connection)
        }
    }

    /// Closes every idle connection without waiting: a connection of the engine's found the
    /// server gone or read-only, and the others were most likely opened on that same server.
    func discardIdle() {
        for connection in takeIdle() {
            Self.closeInBackground(connection)
        }
    }

    private func takeIdle() -> [PostgresConnection] {
        idle.withLock { connections in
            defer { connections.removeAll() }
            return connections
        }
    }

    /// Closes every idle connection (the engine closes when no transaction runs).
    func close() async {
        for connection in takeIdle() {
            try? await connection.close()
        }
    }

    /// How postgres-nio connects: by itself in plain text, or on a channel already TLS and
    /// checked (`PostgresTLSChannel`).
    private func configuration(for server: PostgresServer, on eventLoop: any EventLoop) throws -> PostgresConnection.Configuration {
        guard let tls else {
            var configuration = PostgresConnection.Configuration(
                host: server.host, port: server.port, username: location.user,
                password: location.password, database: location.database, tls: .disable)
            configuration.options.connectTimeout = Self.connectTimeout
            return configuration
        }
        let channel = try PostgresTLSChannel.connect(
            host: server.host, port: server.port, context: tls, verifiesName: location.tls == .verifyFull,
            on: eventLoop, connectTimeout: Self.connectTimeout)
        return PostgresConnection.Configuration(
            establishedChannel: channel, username: location.user, password: location.password, database: location.database)
    }

    private static func tlsContext(for location: PostgresLocation) throws -> NIOSSLContext? {
        guard location.tls != .disable else { return nil }
        var settings = TLSConfiguration.makeClientConfiguration()
        settings.certificateVerification = location.tls == .verifyFull ? .fullVerification : .noHostnameVerification
        if let file = location.rootCertificateFile {
            settings.trustRoots = .file(file)
        }
        do {
            return try NIOSSLContext(configuration: settings)
        } catch {
            throw SQLEngineError.configuration("database TLS: cannot use the root certificates \(location.rootCertificateFile ?? "of the system"): \(error)")
        }
    }
}
