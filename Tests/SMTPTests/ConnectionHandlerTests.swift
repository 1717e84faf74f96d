import Logging
import NIOCore
import NIOEmbedded
import Testing
@testable import SMTP

/// The handler on an EmbeddedChannel: real NIO plumbing, bytes in and out, a clock moved by hand.
@Suite("SMTP connection handler")
struct ConnectionHandlerTests {
    struct Harness {
        let channel: EmbeddedChannel
        let loop = EmbeddedEventLoop()
        let report: EventLoopPromise<SMTPSessionReport>

        init(body: String = "Hello\n.hidden line\nbye") throws {
            let transaction = try SMTPTransaction(message: Letters.letter(body: body), from: "letters@townhall.test",
                                                  to: ["office@senate.test"])
            let configuration = SMTPConfiguration(host: "127.0.0.1", tls: .none, credentials: nil, heloName: "bot.test",
                                                  replyTimeout: .seconds(30))
            report = loop.makePromise()
            let handler = SMTPConnectionHandler(
                session: SMTPSession(configuration: configuration, transactions: [transaction]),
                replyTimeout: configuration.replyTimeout, security: nil, report: report, logger: Logger(label: "test"))
            channel = EmbeddedChannel(handler: handler, loop: loop)
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 25)).wait()
        }

        func receive(_ text: String) throws {
            try channel.writeInbound(channel.allocator.buffer(string: text))
        }

        /// Everything written since the last call, as one string.
        func sent() throws -> String {
            var text = ""
            while var buffer = try channel.readOutbound(as: ByteBuffer.self) {
                text += buffer.readString(length: buffer.readableBytes) ?? ""
            }
            return text
        }

        var result: SMTPSessionReport? {
            var value: SMTPSessionReport?
            report.futureResult.whenSuccess { value = $0 }
            return value
        }
    }

    @Test("A whole delivery: replies split across reads or packed in one, the message dot-stuffed")
    func delivery() throws {
        let harness = try Harness()
        try harness.receive("220 smtp.test ES")
        #expect(try harness.sent().isEmpty)
        try harness.receive("MTP\r\n")
        #expect(try harness.sent() == "EHLO bot.test\r\n")
        try harness.receive("250-smtp.test\r\n250 8BITMIME\r\n")
        #expect(try harness.sent() == "MAIL FROM:<letters@townhall.test>\r\n")
        try harness.receive("250 OK\r\n")
        #expect(try harness.sent() == "RCPT TO:<office@senate.test>\r\n")
        try harness.receive("250 OK\r\n")
        #expect(try harness.sent() == "DATA\r\n")
        try harness.receive("354 go\r\n")
        let data = try harness.sent()
        #expect(data.hasSuffix("\r\nHello\r\n..hidden line\r\nbye\r\n.\r\n"))
        #expect(harness.result == nil)
        try harness.receive("250 Queued as 7\r\n")
        #expect(try harness.sent() == "QUIT\r\n")
        let report = try #require(harness.result)
        #expect(try report.outcomes[0].get().reply.text == "Queued as 7")
        try harness.receive("221 bye\r\n")
        #expect(!harness.channel.isActive)
    }

    @Test("No reply within the timeout: temporary, and the connection is closed")
    func replyTimeout() throws {
        let harness = try Harness()
        try harness.receive("220 smtp.test ESMTP\r\n")
        harness.loop.advanceTime(by: .seconds(29))
        #expect(harness.result == nil)
        harness.loop.advanceTime(by: .seconds(1))
        let error = try #require(harness.result?.failure)
        #expect(error.kind == .temporary && error.stage == "EHLO" && error.text.contains("no reply"))
        #expect(!harness.channel.isActive)
    }

    @Test("The server closing in the middle of DATA is temporary for the message")
    func droppedDuringData() throws {
        let harness = try Harness()
        try harness.receive("220 smtp.test\r\n250 smtp.test\r\n")
        try harness.receive("250 OK\r\n")
        try harness.receive("250 OK\r\n")
        try harness.receive("354 go\r\n")
        harness.channel.pipeline.fireChannelInactive()
        let outcome = try #require(harness.result?.outcomes.first)
        #expect(throws: SMTPError(.temporary, stage: "end of data", text: "the server closed the connection")) { try outcome.get() }
    }

    @Test("A reply that breaks the grammar ends the connection")
    func malformedReply() throws {
        let harness = try Harness()
        try harness.receive("hello there\r\n")
        #expect(harness.result?.failure?.kind == .temporary)
        #expect(!harness.channel.isActive)
    }

    @Test("An endless line is not buffered without limit")
    func overlongLine() throws {
        let harness = try Harness()
        try harness.receive("220 " + String(repeating: "x", count: SMTPConnectionHandler.maximumLineBytes + 1))
        #expect(harness.result?.failure?.text.contains("longer than") == true)
    }
}
