import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Synchronization
import TLSPolicy

/// The bot's HTTP/1.1 client for one homeserver: keep-alive connections, at most
/// `maxConnections` at once, each carrying one request at a time; a request that finds none free
/// and no room for another waits for the next one freed, in order.
///
/// Why not async-http-client, which the bot used before: for the small JSON requests of the
/// Client-Server API its general machinery (a state machine per connection and per request, a
/// pool that hands a freed connection over through several more) was most of the bot's CPU per
/// Matrix command (`TownhallBenchmark matrix`, about 35% of the samples). This client writes a
/// request and reads its answer in one handler on the connection's event loop — the bot's own,
/// so a command goes from its sync to its reply's answer on one thread — and hands a `/sync`
/// answer's body to the sync stream as it arrives.
///
/// TLS verifies the certificate chain and the host name always (`CertificateNameCheck` after the
/// handshake, as every TLS client of Townhall); `caFile` only adds a trust root. A connection idle
/// for `idleLifetime` is closed rather than used: servers and proxies drop idle keep-alive
/// connections after a minute or so, and a request written into one that just closed fails.
final class MatrixHTTPClient: Sendable {
    static let maxConnections = 8
    static let idleLifetime = TimeAmount.seconds(30)
    static let connectTimeout = TimeAmount.seconds(10)

    let endpoint: MatrixHTTPEndpoint
    private let group: any EventLoopGroup
    private let tls: NIOSSLContext?
    private let nameCheck: CertificateNameCheck?
    private let pool = Mutex(Pool())

    private struct Pool {
        /// Free connections, the most recently freed last (taken first: it is the least likely
        /// to have been dropped by the server).
        var idle: [(connection: MatrixHTTPConnection, since: NIODeadline)] = []
        /// Connections open or being opened.
        var open = 0
        /// The open connections, free or busy: what `shutdown` closes.
        var connections: [ObjectIdentifier: MatrixHTTPConnection] = [:]
        /// Requests waiting for a connection: handed a freed one, or nil when they may open one.
        var waiting: [CheckedContinuation<MatrixHTTPConnection?, Never>] = []
        var isShutDown = false
    }

    private enum Next {
        case use(MatrixHTTPConnection)
        case open
        case wait
        case shutDown
    }

    init(endpoint: MatrixHTTPEndpoint, tls: NIOSSLContext?, group: any EventLoopGroup) {
        self.endpoint = endpoint
        self.tls = endpoint.usesTLS ? tls : nil
        self.group = group
        nameCheck = endpoint.usesTLS ? CertificateNameCheck(host: endpoint.host) : nil
    }

    /// Sends one request and reads its answer into `answer`, within `timeout` (the connection,
    /// if one must be opened, and the exchange). Throws `MatrixError`: `.transport` for anything
    /// but an answer, or what `answer` threw while reading the body.
    func execute(_ method: HTTPMethod, _ target: String, headers: HTTPHeaders, body: ByteBuffer?,
                 into answer: MatrixHTTPAnswer, timeout: TimeAmount) async throws(MatrixError) {
        let deadline = NIODeadline.now() + timeout
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: endpoint.pathPrefix + target, headers: headers)
        head.headers.replaceOrAdd(name: "Host", value: endpoint.hostHeader)
        if let body {
            head.headers.replaceOrAdd(name: "Content-Length", value: String(body.readableBytes))
        } else if method == .PUT || method == .POST {
            head.headers.replaceOrAdd(name: "Content-Length", value: "0")
        }
        let connection = try await connection(deadline: deadline)
        do {
            try await connection.exchange(head, body: body, into: answer, deadline: deadline)
        } catch let error as MatrixError {
            throw error
        } catch {
            throw MatrixError(.transport(Self.describe(error)))
        }
    }

    /// Closes every connection (a request in flight fails) and refuses new requests.
    func shutdown() {
        let (connections, waiting) = pool.withLock { pool in
            pool.isShutDown = true
            defer { pool.idle = []; pool.waiting = [] }
            return (Array(pool.connections.values), pool.waiting)
        }
        for connection in connections { connection.close() }
        for waiter in waiting { waiter.resume(returning: nil) }
    }

    /// A free connection, or a new one when there is room, or the next one freed.
    private func connection(deadline: NIODeadline) async throws(MatrixError) -> MatrixHTTPConnection {
        var next = decide(waiting: nil)
        if case .wait = next {
            let handed = await withCheckedContinuation { (continuation: CheckedContinuation<MatrixHTTPConnection?, Never>) in
                switch decide(waiting: continuation) {
                case .use(let connection): continuation.resume(returning: connection)
                case .open, .shutDown: continuation.resume(returning: nil)
                case .wait: break
                }
            }
            // nil: a slot was freed for this request (counted already), or the client shut down
            next = handed.map(Next.use) ?? (pool.withLock { $0.isShutDown } ? .shutDown : .open)
        }
        switch next {
        case .use(let connection):
            return connection
        case .open:
            do {
                return try await connect(deadline: min(deadline, .now() + Self.connectTimeout))
            } catch {
                throw MatrixError(.transport(Self.describe(error)))
            }
        case .shutDown, .wait:
            throw MatrixError(.transport("the Matrix client was shut down"))
        }
    }

    /// Under the pool's lock: a free connection, a slot for a new one (counted), or, when neither
    /// is left, `waiter` queued (`.wait`).
    private func decide(waiting waiter: CheckedContinuation<MatrixHTTPConnection?, Never>?) -> Next {
        var stale: [MatrixHTTPConnection] = []
        defer { for connection in stale { connection.close() } }
        return pool.withLock { pool -> Next in
            guard !pool.isShutDown else { return .shutDown }
            let now = NIODeadline.now()
            while let (connection, since) = pool.idle.popLast() {
                if connection.isOpen, now < since + Self.idleLifetime { return .use(connection) }
                // its close frees its slot (`slotFreed`)
                stale.append(connection)
            }
            guard pool.open >= Self.maxConnections else {
                pool.open += 1
                return .open
            }
            if let waiter { pool.waiting.append(waiter) }
            return .wait
        }
    }

    /// The connection a channel's initializer made, for the code that asked for the channel.
    private final class Made: Sendable {
        let connection = Mutex<MatrixHTTPConnection?>(nil)
    }

    /// Opens a connection in the slot counted for it, ready for requests (TLS up and the name
    /// checked); the slot is freed when it cannot be opened, or else when it closes.
    private func connect(deadline: NIODeadline) async throws -> MatrixHTTPConnection {
        let loop = group.next()
        let ready = loop.makePromise(of: Void.self)
        let made = Made()
        let (tls, nameCheck, endpoint) = (tls, nameCheck, endpoint)
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(max(.milliseconds(1), deadline - .now()))
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    if let tls {
                        try pipeline.addHandler(NIOSSLClientHandler(context: tls, serverHostname: nameCheck?.expectedName))
                    }
                    try pipeline.addHandler(HTTPRequestEncoder())
                    try pipeline.addHandler(ByteToMessageHandler(HTTPResponseDecoder(leftOverBytesStrategy: .dropBytes)))
                    let handler = MatrixHTTPConnectionHandler(ready: ready, usesTLS: tls != nil, nameCheck: nameCheck) { [weak self] in
                        if let free = made.connection.withLock({ $0 }) { self?.release(free) }
                    }
                    try pipeline.addHandler(handler)
                    made.connection.withLock {
                        $0 = MatrixHTTPConnection(channel: channel, handler: NIOLoopBound(handler, eventLoop: channel.eventLoop))
                    }
                }
            }
        let channel: any Channel
        do {
            channel = try await bootstrap.connect(host: endpoint.host, port: endpoint.port).get()
        } catch {
            ready.fail(error)
            slotFreed()
            throw error
        }
        let key = ObjectIdentifier(channel)
        channel.closeFuture.whenComplete { [weak self] _ in self?.slotFreed(connection: key) }
        // a TLS handshake that never ends must not hold the request past its deadline
        let cutOff = loop.scheduleTask(deadline: deadline) {
            ready.fail(MatrixError(.transport("timed out")))
            channel.close(promise: nil)
        }
        defer { cutOff.cancel() }
        do {
            try await ready.futureResult.get()
        } catch {
            channel.close(promise: nil)
            throw error
        }
        guard let connection = made.connection.withLock({ $0 }) else {
            channel.close(promise: nil)
            throw MatrixError(.transport("the connection was not set up"))
        }
        let kept = pool.withLock { pool in
            guard !pool.isShutDown, connection.isOpen else { return false }
            pool.connections[key] = connection
            return true
        }
        guard kept else {
            channel.close(promise: nil)
            throw MatrixError(.transport("the server closed the connection"))
        }
        return connection
    }

    /// An exchange ended with `connection` kept open: the first waiting request takes it, or it
    /// waits for the next.
    private func release(_ connection: MatrixHTTPConnection) {
        let waiter = pool.withLock { pool -> CheckedContinuation<MatrixHTTPConnection?, Never>?? in
            if pool.isShutDown { return .some(nil) }
            if !pool.waiting.isEmpty { return pool.waiting.removeFirst() }
            pool.idle.append((connection, .now()))
            return nil
        }
        switch waiter {
        case .some(.some(let waiter)): waiter.resume(returning: connection)
        case .some(.none): connection.close()
        case .none: break
        }
    }

    /// A connection closed (`connection`: its channel), or one could not be opened: its slot goes
    /// to the first waiting request, which opens a new one.
    private func slotFreed(connection: ObjectIdentifier? = nil) {
        let waiter = pool.withLock { pool -> CheckedContinuation<MatrixHTTPConnection?, Never>? in
            pool.open -= 1
            if let connection { pool.connections[connection] = nil }
            pool.idle.removeAll { !$0.connection.isOpen }
            guard !pool.isShutDown, !pool.waiting.isEmpty else { return nil }
            pool.open += 1
            return pool.waiting.removeFirst()
        }
        waiter?.resume(returning: nil)
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? NIOConnectionError {
            return "cannot connect (\(error.connectionErrors.first.map { "\($0.error)" } ?? "refused"))"
        }
        // the connection closed within an answer (the parser's view of it)
        if let error = error as? HTTPParserError, error == .invalidEOFState { return "the server closed the connection" }
        if let error = error as? ChannelError {
            switch error {
            case .connectTimeout: return "timed out"
            case .ioOnClosedChannel, .alreadyClosed, .eof: return "the server closed the connection"
            default: break
            }
        }
        return "\(error)"
    }
}
