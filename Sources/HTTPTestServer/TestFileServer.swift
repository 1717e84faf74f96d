import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// A real HTTP/1.1 server on 127.0.0.1 (port chosen by the system) for sync tests: serves files
/// in place under chosen paths with ETag and Last-Modified, answers conditional requests with
/// 304, logs every request, and misbehaves on demand (`inject`) or
/// holds an answer back until the test lets it go (`holdNextRequest`). With `tls` it speaks HTTPS.
public final class TestFileServer: Sendable {
    public let port: Int
    public let isTLS: Bool
    private let channel: any Channel
    private let state: ServerState

    private init(channel: any Channel, state: ServerState, isTLS: Bool) {
        self.channel = channel
        self.state = state
        self.isTLS = isTLS
        port = channel.localAddress?.port ?? 0
    }

    /// Starts a server on `port` (0: any free port); with `tls` (a PEM certificate chain and its
    /// key) it is HTTPS.
    public static func start(port: Int = 0, tls: (chain: String, key: String)? = nil) async throws -> TestFileServer {
        let state = ServerState()
        let sslContext = try tls.map { files in
            try NIOSSLContext(configuration: .makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMFile(files.chain).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(file: files.key, format: .pem))))
        }
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    state.accepted()
                    if let sslContext {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: sslContext))
                    }
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(FileServerHandler(state: state))
                }
            }
            .bind(host: "127.0.0.1", port: port).get()
        return TestFileServer(channel: channel, state: state, isTLS: tls != nil)
    }

    /// `http://127.0.0.1:PORT` (or `https://localhost:PORT`, the name in the test certificate).
    public var baseURL: String {
        isTLS ? "https://localhost:\(port)" : "http://127.0.0.1:\(port)"
    }

    public func url(_ path: String) -> String { baseURL + path }

    /// Serves the file at `file` (read in place on every request) under `path`.
    public func serve(_ file: URL, at path: String) {
        state.route(path, to: .file(file))
    }

    /// Serves `bytes` under `path`, as last modified at `lastModified`.
    public func serve(bytes: [UInt8], at path: String, lastModified: Date = Date()) {
        state.route(path, to: .bytes(bytes, lastModified: lastModified))
    }

    /// Answers requests for `path` with a 301 to `location`.
    public func redirect(_ path: String, to location: String) {
        state.route(path, to: .redirect(location))
    }

    /// Stops serving `path` (404 from now on).
    public func remove(_ path: String) {
        state.remove(path)
    }

    /// Queues `fault` for the next request for `path`.
    public func inject(_ fault: InjectedFault, at path: String) {
        state.inject(fault, at: path)
    }

    /// Holds back the answer to the next request for `path` until the returned gate is opened.
    public func holdNextRequest(for path: String) -> RequestGate {
        state.holdNext(path)
    }

    /// Every request so far, in order.
    public var requests: [RecordedRequest] { state.requests }

    /// Connections clients opened so far.
    public var connectionsAccepted: Int { state.connections }

    public func shutdown() async throws {
        try await channel.close()
    }
}
