import NIOCore
import NIOPosix

/// A bouncer in miniature, for tests: it stands between the bot and the real IRC server (plain
/// TCP on loopback), passes every byte both ways, and — like soju or ZNC with playback, which
/// replay what was said while a client was away — injects `replay` towards the bot once the
/// server's line matching `trigger` (say, the end of NAMES of the bot's channel) has gone
/// through. Everything after that is the server's real traffic again.
///
/// Each connection gets its replay (a bot that reconnects is replayed to again, as by a bouncer).
final class ReplayingRelay: Sendable {
    let port: Int
    private let listener: Task<Void, Never>
    private let channel: any Channel

    /// Listens on 127.0.0.1 (at `listenPort`, or a port of the system's choosing) and relays to
    /// `upstreamHost:upstreamPort`.
    static func start(to upstreamHost: String, port upstreamPort: Int, listenPort: Int = 0,
                      after trigger: @escaping @Sendable (String) -> Bool, replay: [String]) async throws -> ReplayingRelay {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: listenPort) { child in
                child.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: child)
                }
            }
        let port = server.channel.localAddress?.port ?? 0
        let payload = replay.map { $0 + "\r\n" }.joined()
        let listener = Task {
            _ = try? await server.executeThenClose { clients in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await client in clients {
                        group.addTask {
                            try? await relay(client, to: upstreamHost, port: upstreamPort, trigger: trigger, payload: payload)
                        }
                    }
                }
            }
        }
        return ReplayingRelay(port: port, listener: listener, channel: server.channel)
    }

    private init(port: Int, listener: Task<Void, Never>, channel: any Channel) {
        self.port = port
        self.listener = listener
        self.channel = channel
    }

    /// Stops listening and drops every relayed connection.
    func stop() async {
        try? await channel.close()
        listener.cancel()
        await listener.value
    }

    private static func relay(_ client: NIOAsyncChannel<ByteBuffer, ByteBuffer>, to host: String, port: Int,
                              trigger: @escaping @Sendable (String) -> Bool, payload: String) async throws {
        let upstream = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        try await client.executeThenClose { fromBot, toBot in
            try await upstream.executeThenClose { fromServer, toServer in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for try await bytes in fromBot { try await toServer.write(bytes) }
                    }
                    group.addTask {
                        // Whole lines towards the bot, so the replay never lands inside one.
                        var pending = ByteBuffer()
                        var replayed = false
                        for try await var bytes in fromServer {
                            pending.writeBuffer(&bytes)
                            while let newline = pending.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
                                let line = pending.readSlice(length: newline - pending.readerIndex + 1)!
                                try await toBot.write(line)
                                if !replayed, trigger(String(buffer: line)) {
                                    replayed = true
                                    try await toBot.write(ByteBuffer(string: payload))
                                }
                            }
                            pending.discardReadBytes()
                        }
                    }
                    // Either side closing ends the relayed connection.
                    try await group.next()
                    group.cancelAll()
                }
            }
        }
    }
}
