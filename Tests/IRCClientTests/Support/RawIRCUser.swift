import IRCWire
import IRCTestNetwork
import NIOCore
import NIOPosix
@testable import IRCClient

/// A bare-bones IRC user for tests: plaintext, no CAP, no pacing. It lands in the server's
/// default connect class, like an ordinary person's client.
struct RawIRCUser {
    let channel: NIOAsyncChannel<IRCMessage, IRCMessage>

    static func connect(host: String, port: Int) async throws -> RawIRCUser {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: host, port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(ByteToMessageHandler(
                        IRCLineDecoder(maximumLineBytes: 8703, logger: .init(label: "raw-user"))))
                    try pipeline.addHandler(IRCMessageCodec(logger: .init(label: "raw-user")))
                    return try NIOAsyncChannel<IRCMessage, IRCMessage>(wrappingChannelSynchronously: channel)
                }
            }
        return RawIRCUser(channel: channel)
    }

    /// Runs `body` with the inbound lines (PING answered automatically) and a way to send.
    /// After `timeout` the connection is closed, so a missing answer fails instead of hanging.
    func session<T: Sendable>(within timeout: Duration = TestNetwork.patience,
                              _ body: (inout Lines, Sender) async throws -> T) async throws -> T {
        let connection = channel.channel
        let deadline = Task {
            try await Task.sleep(for: timeout)
            try? await connection.close()
        }
        defer { deadline.cancel() }
        return try await channel.executeThenClose { inbound, outbound in
            var lines = Lines(iterator: inbound.makeAsyncIterator(), outbound: outbound)
            return try await body(&lines, Sender(outbound: outbound))
        }
    }

    struct Sender {
        let outbound: NIOAsyncChannelOutboundWriter<IRCMessage>
        func send(_ command: String, _ parameters: String...) async throws {
            try await outbound.write(IRCMessage(command: command, parameters: parameters))
        }
    }

    struct Lines {
        var iterator: NIOAsyncChannelInboundStream<IRCMessage>.AsyncIterator
        let outbound: NIOAsyncChannelOutboundWriter<IRCMessage>

        /// The next message matching `match`; throws when the server closes first.
        mutating func next(where match: (IRCMessage) -> Bool) async throws -> IRCMessage {
            while let message = try await iterator.next() {
                if message.command == "PING" {
                    try await outbound.write(IRCMessage(command: "PONG", parameters: message.parameters))
                    continue
                }
                if match(message) { return message }
            }
            throw TimedOut(description: "connection closed (or the test's time ran out) before the expected line")
        }
    }
}
