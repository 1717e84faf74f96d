import IRCWire
import Logging
import NIOCore
import NIOEmbedded
import Testing
@testable import IRCClient

/// Issue 16, item 3: replies leave together under load. The serializer turns the lines of one
/// flush into one buffer (over TLS one record), and the connection flushes at most once per
/// `flushGap` while busy, at once after a quiet gap.
@Suite("Output coalescing")
struct OutputCoalescingTests {
    typealias Harness = ConnectionHandlerTests.Harness

    /// A codec alone on an embedded channel: what it writes towards TLS and the socket.
    final class CodecHarness {
        let channel = EmbeddedChannel(handler: IRCMessageCodec(logger: Logger(label: "test")))

        func write(_ text: String) -> CompletionFlag {
            let promise = channel.eventLoop.makePromise(of: Void.self)
            channel.write(IRCMessage(command: "PRIVMSG", parameters: ["#perf", text]), promise: promise)
            return CompletionFlag(promise.futureResult)
        }

        /// The buffers that reached the channel's end, each as text.
        func buffers() throws -> [String] {
            var buffers: [String] = []
            while let buffer = try channel.readOutbound(as: ByteBuffer.self) { buffers.append(String(buffer: buffer)) }
            return buffers
        }
    }

    @Test("The lines written between two flushes leave in one buffer, and every writer hears it")
    func oneBufferPerFlush() throws {
        let codec = CodecHarness()
        let flags = ["a", "b", "c"].map { codec.write("alice: pong \($0)") }
        #expect(try codec.buffers().isEmpty)
        codec.channel.flush()
        #expect(try codec.buffers() == ["PRIVMSG #perf :alice: pong a\r\nPRIVMSG #perf :alice: pong b\r\nPRIVMSG #perf :alice: pong c\r\n"])
        #expect(flags.map(\.result) == [.success, .success, .success])
        _ = codec.write("d")
        codec.channel.flush()
        #expect(try codec.buffers() == ["PRIVMSG #perf d\r\n"])
    }

    @Test("More than a TLS record's worth between flushes leaves in buffers of at most 16 KiB, in order")
    func buffersFitATLSRecord() throws {
        let codec = CodecHarness()
        let lines = (0..<100).map { "line \($0) " + String(repeating: "x", count: 380) }
        for line in lines { _ = codec.write(line) }
        codec.channel.flush()
        let buffers = try codec.buffers()
        #expect(buffers.count == 3)
        #expect(buffers.allSatisfy { $0.utf8.count <= 16 * 1024 })
        #expect(buffers.joined() == lines.map { "PRIVMSG #perf :\($0)\r\n" }.joined())
    }

    @Test("Closing with lines not yet flushed fails their writers; nothing is written after")
    func closeFailsWhatWaits() throws {
        let codec = CodecHarness()
        let flag = codec.write("never sent")
        try codec.channel.close().wait()
        #expect(flag.result == .failure)
        #expect(try codec.buffers().isEmpty)
    }

    @Test("After a quiet gap a reply is flushed within the turn; under load the next flush waits for the gap")
    func flushGap() throws {
        let harness = try Harness { $0.flood = .init(paced: false); $0.flushGap = .milliseconds(1) }
        try harness.register()
        let counter = FlushCounter()
        try harness.channel.pipeline.syncOperations.addHandler(counter, position: .first)
        harness.say("alice: pong", to: "#perf", key: "alice")
        #expect(try harness.sent() == ["PRIVMSG #perf :alice: pong"])
        harness.say("bob: pong", to: "#perf", key: "bob")
        harness.say("carol: pong", to: "#perf", key: "carol")
        #expect(try harness.sent().isEmpty)
        harness.loop.advanceTime(by: .microseconds(999))
        #expect(try harness.sent().isEmpty)
        harness.loop.advanceTime(by: .microseconds(1))
        #expect(try harness.sent() == ["PRIVMSG #perf :bob: pong", "PRIVMSG #perf :carol: pong"])
        #expect(counter.flushes == 2)
        // quiet again: the next reply leaves at once
        harness.loop.advanceTime(by: .milliseconds(5))
        harness.say("dave: pong", to: "#perf", key: "dave")
        #expect(try harness.sent() == ["PRIVMSG #perf :dave: pong"])
    }

    /// A lane's next command waits for its reply to be written; it need not wait for the flush
    /// gap as well, or each speaker would get one reply per gap. Past the channel's high-water
    /// mark it does wait: that is how a server that reads slowly holds the bot back.
    @Test("A writer hears 'written' when its line is handed to a writable channel, else when it is really written")
    func writtenWhenHandedOver() throws {
        let harness = try Harness { $0.flood = .init(paced: false); $0.flushGap = .milliseconds(1) }
        try harness.register()
        harness.say("first", to: "#perf", key: "#perf")
        _ = try harness.sent() // flushed: the gap starts now
        let handed = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "#perf", text: "second", key: "#perf"),
                                      promise: handed)
        let handedFlag = CompletionFlag(handed.futureResult)
        #expect(try harness.sent().isEmpty)
        #expect(handedFlag.result == .success)

        harness.channel.isWritable = false
        let held = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "#perf", text: "third", key: "#perf"),
                                      promise: held)
        let heldFlag = CompletionFlag(held.futureResult)
        #expect(try harness.sent().isEmpty)
        #expect(heldFlag.result == nil)
        harness.loop.advanceTime(by: .milliseconds(1))
        #expect(try harness.sent() == ["PRIVMSG #perf second", "PRIVMSG #perf third"])
        #expect(heldFlag.result == .success)
    }

    /// The outbox marks an alert delivered when this completes; without an echo to wait for,
    /// only the real write may say so (a connection lost within the gap would lose the alert).
    @Test("Without echo-message, a confirmed message is delivered when really written, not when handed over")
    func confirmedWaitsForTheWrite() throws {
        let harness = try Harness { $0.flood = .init(paced: false); $0.flushGap = .milliseconds(1) }
        try harness.register() // no echo-message
        harness.say("first", to: "#perf", key: "#perf")
        _ = try harness.sent() // flushed: the gap starts now
        let delivered = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "Alert: a vote",
                                                              key: "alice", confirm: true), promise: delivered)
        let flag = CompletionFlag(delivered.futureResult)
        #expect(try harness.sent().isEmpty)
        #expect(flag.result == nil)
        harness.loop.advanceTime(by: .milliseconds(1))
        #expect(try harness.sent() == ["PRIVMSG alice :Alert: a vote"])
        #expect(flag.result == .success)
    }
}
