import IRCWire
import NIOCore
import NIOEmbedded
import Testing
@testable import IRCClient

/// Issue 16, item 1: replies are never dropped; writers wait for their lines to be written, and
/// a consumer that falls behind stops the handler reading the socket.
@Suite("Back-pressure in the connection handler")
struct BackPressureTests {
    typealias Harness = ConnectionHandlerTests.Harness

    /// Counts the reads that get past the IRC handler towards the socket.
    final class ReadCounter: ChannelOutboundHandler, @unchecked Sendable {
        typealias OutboundIn = Any
        var reads = 0
        func read(context: ChannelHandlerContext) {
            reads += 1
            context.read()
        }
    }

    func withCounter(_ configure: (inout IRCClientConfiguration) -> Void = { _ in }) throws -> (Harness, ReadCounter) {
        let harness = try Harness(configure)
        let counter = ReadCounter()
        try harness.channel.pipeline.syncOperations.addHandler(counter, position: .first)
        try harness.register()
        return (harness, counter)
    }

    func hold(_ harness: Harness, _ hold: IRCReadHold) {
        harness.channel.pipeline.triggerUserOutboundEvent(hold, promise: nil)
    }

    @Test("250 replies under one key are all written, in order (none dropped)")
    func noneDropped() throws {
        let harness = try Harness { $0.flood = .init(paced: false) }
        try harness.register()
        for round in 1...250 { harness.say("nick: pong \(round)", to: "#perf", key: "#perf") }
        #expect(try harness.sent() == (1...250).map { "PRIVMSG #perf :nick: pong \($0)" })
    }

    @Test("A reply's writer is held until its last line is written, then released",
          arguments: [false, true])
    func writerWaitsForTheSocket(asControlMessage: Bool) throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(1)) }
        try harness.register()
        harness.say("first", to: "z", key: "z") // takes the only token
        let written = harness.loop.makePromise(of: Void.self)
        let request: IRCOutboundRequest = asControlMessage
            ? .message(IRCMessage(command: "MONITOR", parameters: ["+", "alice"]))
            : .text(command: "PRIVMSG", target: "#perf", text: "alice: pong", key: "#perf")
        harness.channel.writeAndFlush(request, promise: written)
        let done = CompletionFlag(written.futureResult)
        _ = try harness.sent()
        #expect(done.result == nil)
        harness.loop.advanceTime(by: .seconds(1))
        #expect(try harness.sent().count == 1)
        #expect(done.result == .success)
    }

    @Test("A one-line reply is written at once when nothing waits, and behind the waiting lines otherwise")
    func oneLineReplyWhenIdle() throws {
        let harness = try Harness { $0.flood = .init(burst: 2, refillInterval: .seconds(1)) }
        try harness.register()
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "#a", text: "one", key: "#a"),
                                      promise: written)
        let done = CompletionFlag(written.futureResult)
        #expect(try harness.sent() == ["PRIVMSG #a one"])
        #expect(done.result == .success)
        harness.say("two", to: "#a", key: "#a")   // the last token
        harness.say("three", to: "#b", key: "#b") // no token: waits in the queue
        harness.say("four", to: "#a", key: "#a")  // a line waits: this one goes behind it
        #expect(try harness.sent() == ["PRIVMSG #a two"])
        harness.loop.advanceTime(by: .seconds(1))
        #expect(try harness.sent() == ["PRIVMSG #b three"])
        harness.loop.advanceTime(by: .seconds(1))
        #expect(try harness.sent() == ["PRIVMSG #a four"])
    }

    @Test("Holding stops reads from reaching the socket; releasing lets the waiting read through")
    func holdAndRelease() throws {
        let (harness, counter) = try withCounter()
        let before = counter.reads
        hold(harness, .hold)
        harness.channel.read()
        harness.channel.read()
        #expect(counter.reads == before)
        hold(harness, .release)
        #expect(counter.reads == before + 1)
        harness.channel.read()
        #expect(counter.reads == before + 2)
    }

    @Test("While held, one read per longestReadHold still goes through, so the server's PING is answered")
    func heldReadsTrickle() throws {
        let (harness, counter) = try withCounter { $0.longestReadHold = .seconds(10) }
        hold(harness, .hold)
        let before = counter.reads
        harness.channel.read()
        harness.loop.advanceTime(by: .seconds(9))
        #expect(counter.reads == before)
        harness.loop.advanceTime(by: .seconds(1))
        #expect(counter.reads == before + 1)
        // No read asked for in the next interval: none is made up.
        harness.loop.advanceTime(by: .seconds(10))
        #expect(counter.reads == before + 1)
        harness.channel.read()
        harness.loop.advanceTime(by: .seconds(10))
        #expect(counter.reads == before + 2)
    }
}
