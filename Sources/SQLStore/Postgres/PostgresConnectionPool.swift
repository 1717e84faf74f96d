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
    static let connectTimeout: TimeAmount = .seconds(10)

    init(location: PostgresLocation, eventLoopGroup: any EventLoopGroup, logger: Logger) throws {
        self.location = location
        tls = try Self.tlsContext(for: location)
        self.eventLoopGroup = eventLoopGroup
        self.logger = logger
    }

    /// A connection for one transaction. Blocks the calling thread (a pool thread) while it connects.
    func acquire() throws -> PostgresConnection {
        while let connection = idle.withLock({ $0.popLast() }) {
            if !connection.isClosed { return connection }
        }
        let id = nextID.add(1, ordering: .relaxed).oldValue
        let eventLoop = eventLoopGroup.next()
        do {
            return try PostgresConnection.connect(
                on: eventLoop, configuration: try configuration(on: eventLoop), id: id, logger: logger
            ).wait()
        } catch let error as PSQLError {
            throw PostgresTransaction.engineError(error)
        } catch {
            throw SQLEngineError.unreachable("\(error)")
        }
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

    /// Closes every idle connection (the engine closes when no transaction runs).
    func close() async {
        let connections = idle.withLock { connections in
            defer { connections.removeAll() }
            return connections
        }
        for connection in connections {
            try? await connection.close()
        }
    }

    /// How postgres-nio connects: by itself in plain text, or on a channel already TLS and
    /// checked (`PostgresTLSChannel`).
    private func configuration(on eventLoop: any EventLoop) throws -> PostgresConnection.Configuration {
        guard let tls else {
            var configuration = PostgresConnection.Configuration(
                host: location.host, port: location.port, username: location.user,
                password: location.password, database: location.database, tls: .disable)
            configuration.options.connectTimeout = Self.connectTimeout
            return configuration
        }
        let channel = try PostgresTLSChannel.connect(
            host: location.host, port: location.port, context: tls, verifiesName: location.tls == .verifyFull,
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
