import IRCWire
import Logging
import NIOCore
import NIOEmbedded
import Testing
@testable import IRCClient

@Suite("Inbound line decoding")
struct LineDecoderTests {
    /// Bytes in, parsed messages out, through the real decoder and codec.
    func decode(_ chunks: [[UInt8]], limit: Int = 64) throws -> [IRCMessage] {
        let logger = Logger(label: "test")
        let channel = EmbeddedChannel()
        try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(IRCLineDecoder(maximumLineBytes: limit, logger: logger)))
        try channel.pipeline.syncOperations.addHandler(IRCMessageCodec(logger: logger))
        for chunk in chunks {
            try channel.writeInbound(channel.allocator.buffer(bytes: chunk))
        }
        _ = try channel.finish(acceptAlreadyClosed: true)
        var messages: [IRCMessage] = []
        while let message = try channel.readInbound(as: IRCMessage.self) { messages.append(message) }
        return messages
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test("CRLF and bare LF both end lines, across arbitrary chunking")
    func lineEndings() throws {
        let messages = try decode([bytes("PING :a\r\nPI"), bytes("NG :b\n"), bytes(":x PRIVMSG #c :d\r"), bytes("\n")])
        #expect(messages.map(\.command) == ["PING", "PING", "PRIVMSG"])
        #expect(messages.map { $0.parameters.last } == ["a", "b", "d"])
    }

    @Test("An overlong line is dropped up to its end; the next line is fine")
    func overlong() throws {
        let long = bytes("PRIVMSG #c :" + String(repeating: "x", count: 100))
        let messages = try decode([Array(long.prefix(50)), Array(long.dropFirst(50)) + bytes("\r\nPING :ok\r\n")])
        #expect(messages.map(\.command) == ["PING"])
    }

    @Test("An overlong line arriving in one chunk with its newline is dropped too")
    func overlongInOneChunk() throws {
        let messages = try decode([bytes("PRIVMSG #c :" + String(repeating: "y", count: 80) + "\r\nPING :ok\r\n")])
        #expect(messages.map(\.command) == ["PING"])
    }

    @Test("Garbage lines are skipped without stopping the stream")
    func garbage() throws {
        let messages = try decode([bytes("\r\n   \r\n:onlyprefix\r\n@a=b\r\n"), [0xFF, 0xFE, 0x0A],
                                   bytes("PING :still here\r\n")])
        #expect(messages.last?.parameters.last == "still here")
    }

    @Test("Invalid UTF-8 is decoded lossily and the line kept")
    func invalidUTF8() throws {
        let messages = try decode([bytes(":a!b@c PRIVMSG #x :caf") + [0xE9] + bytes("\r\n")])
        #expect(messages.count == 1)
        #expect(messages.first?.parameters.last == "caf\u{FFFD}")
    }

    @Test("A connection closed in the middle of a line keeps the complete lines and drops the rest")
    func closedMidLine() throws {
        let messages = try decode([bytes("PING :one\r\nPRIVMSG #c :half a li")])
        #expect(messages.map(\.command) == ["PING"])
    }

    @Test("A written message leaves the codec as its one serialized line with CRLF, whatever its fields hold")
    func writesSerializedLines() throws {
        let channel = EmbeddedChannel(handler: IRCMessageCodec(logger: Logger(label: "test")))
        let messages = [
            IRCMessage(command: "PRIVMSG", parameters: ["#perf", "load01: pong"]),
            IRCMessage(tags: [IRCTag(key: "label", value: "a b;c\\")], source: "bot!b@h", command: "NOTICE",
                       parameters: ["x", "one\r\nQUIT :no"]),
            IRCMessage(command: "PING", parameters: [""]),
            IRCMessage(command: "PRIVMSG", parameters: ["#c", String(repeating: "é", count: 300)]),
        ]
        for message in messages {
            try channel.writeOutbound(message)
            let buffer = try #require(try channel.readOutbound(as: ByteBuffer.self))
            #expect(Array(buffer.readableBytesView) == Array((message.serialized() + "\r\n").utf8))
        }
    }
}
