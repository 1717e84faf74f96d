import IRCClient
import IRCWire
import Logging
import NIOCore
import NIOEmbedded
import Synchronization

/// The IRC client's own pipeline above TLS (line decoder, parser, session, fair output queue,
/// serializer) on an `EmbeddedChannel` with no socket behind it, registered as the bot is on the
/// live network (message-tags, server-time, account-tag, echo-message, no pacing). Bytes go in
/// with `receive`; each reply is written as the client writes it, counted, and its echo fed back
/// in as the server would send it. Not thread-safe: use it on the event loop it was made on.
final class OfflineIRCConnection {
    static let capabilities = "message-tags server-time account-tag echo-message"

    private let channel: EmbeddedChannel
    private let events = EventBuffer()
    private(set) var linesWritten = 0
    private(set) var bytesWritten = 0

    init() throws {
        var configuration = IRCClientConfiguration(host: "127.0.0.1", port: 6697, nick: "townhall")
        configuration.flood = .init(paced: false)
        configuration.channels = []
        let events = events
        channel = EmbeddedChannel(handlers: IRCClient.protocolHandlers(
            configuration: configuration, logger: Logger(label: "bench.irc"), onEvent: { events.append($0) }))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 6697)).wait()
        var registration: [IRCClientEvent] = []
        for line in ["CAP * LS :\(Self.capabilities)", "CAP * ACK :\(Self.capabilities)", ":irc 001 townhall :Welcome"] {
            registration += try receive(Array((line + "\r\n").utf8))
        }
        _ = try written()
        (linesWritten, bytesWritten) = (0, 0)
        guard registration.contains(where: { if case .registered = $0 { true } else { false } }) else {
            throw LoadFailure("the offline connection did not register")
        }
    }

    /// Feeds bytes as one read from the socket; returns the events they produced.
    @discardableResult
    func receive(_ bytes: [UInt8]) throws -> [IRCClientEvent] {
        var buffer = channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        try channel.writeInbound(buffer)
        return events.take()
    }

    /// Writes a reply as `IRCClient.sendMessage`/`sendNotice` does, then reads back the server's
    /// echo of each line written (echo-message), as the live bot does.
    func send(_ text: String, to target: String, notice: Bool, fairnessKey: String) throws {
        channel.writeAndFlush(IRCOutboundRequest.text(command: notice ? "NOTICE" : "PRIVMSG", target: target,
                                                     text: text, key: fairnessKey), promise: nil)
        let lines = try written()
        guard !lines.isEmpty else { return }
        var echo: [UInt8] = []
        for line in lines {
            echo += Self.echoPrefix
            echo += line
        }
        try receive(echo)
    }

    /// Runs the loop's pending tasks (the handler flushes at the end of a turn) and takes the
    /// serialized lines written since.
    private func written() throws -> [[UInt8]] {
        channel.embeddedEventLoop.run()
        var lines: [[UInt8]] = []
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) {
            lines.append(Array(buffer.readableBytesView))
            linesWritten += 1
            bytesWritten += buffer.readableBytes
        }
        return lines
    }

    private static let echoPrefix = Array("@time=2026-11-24T02:00:00.000Z;account=townhall :townhall!townhall@127.0.0.1 ".utf8)
}

/// Events the handlers emit on the loop, taken by the connection's caller on the same loop.
private final class EventBuffer: Sendable {
    private let events = Mutex<[IRCClientEvent]>([])
    func append(_ event: IRCClientEvent) { events.withLock { $0.append(event) } }
    func take() -> [IRCClientEvent] { events.withLock { taken in defer { taken.removeAll() }; return taken } }
}
