#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore
import NIOHTTP1
import NIOPosix

/// The HTTP listener for `/metrics`, `/healthz` and `/readyz`, on NIO's HTTP/1 handlers. Bound
/// before any network is connected, so an address the operator cannot have stops the start with
/// one line naming it.
public struct TelemetryServer: Sendable {
    /// A client that sends nothing for this long mid-request is dropped: a slow or stuck client
    /// holds one socket for a bounded time, never the bot.
    public static let idleTimeout = TimeAmount.seconds(10)

    let channel: any Channel

    /// The address bound (with the port the system chose when asked for port 0).
    public var boundPort: Int? { channel.localAddress?.port }

    /// Binds `address` and serves `routes` until `close()`.
    public static func start(at address: ListenAddress, routes: TelemetryRoutes,
                             group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton)
        async throws(TelemetryServerError) -> TelemetryServer
    {
        let socketAddress: SocketAddress
        do {
            socketAddress = try address.socketAddress()
        } catch {
            throw TelemetryServerError(address: address, problem: "not an IP address and port")
        }
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: idleTimeout))
                    try channel.pipeline.syncOperations.addHandler(TelemetryHTTPHandler(routes: routes))
                }
            }
        do {
            return TelemetryServer(channel: try await bootstrap.bind(to: socketAddress).get())
        } catch let error as IOError {
            throw TelemetryServerError(address: address, problem: error.errnoCode == EADDRINUSE
                ? "the address is already in use" : "cannot listen there (\(error.description))")
        } catch {
            throw TelemetryServerError(address: address, problem: "cannot listen there (\(error))")
        }
    }

    public func close() async {
        try? await channel.close()
    }
}
