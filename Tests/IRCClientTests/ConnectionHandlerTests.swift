import IRCWire
import Logging
import NIOCore
import NIOEmbedded
import Testing
@testable import IRCClient

/// The handler on an EmbeddedChannel: real NIO plumbing, a clock moved by hand.
@Suite("Connection handler")
struct ConnectionHandlerTests {
    struct Harness {
        let channel: EmbeddedChannel
        let loop: EmbeddedEventLoop
        let delegate: RecordingDelegate

        init(_ configure: (inout IRCClientConfiguration) -> Void = { _ in }) throws {
            var configuration = testConfiguration()
            configuration.flood = .init(burst: 5, refillInterval: .seconds(1))
            // each test that waits for a flush gap says so (`OutputCoalescingTests`)
            configuration.flushGap = .zero
            configure(&configuration)
            loop = EmbeddedEventLoop()
            delegate = RecordingDelegate()
            let handler = IRCConnectionHandler(configuration: configuration, usesTLS: true, channels: configuration.channels,
                                               delegate: delegate, logger: Logger(label: "test"))
            channel = EmbeddedChannel(handlers: [handler, IRCReadHoldHandler(longestReadHold: configuration.longestReadHold)],
                                      loop: loop)
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 6697)).wait()
        }

        /// Everything written so far, serialized (once the loop has finished its turn, when the
        /// handler flushes).
        func sent() throws -> [String] {
            loop.run()
            var lines: [String] = []
            while let message = try channel.readOutbound(as: IRCMessage.self) { lines.append(message.serialized()) }
            return lines
        }

        func receive(_ text: String) throws {
            try channel.writeInbound(line(text))
        }

        func register(caps: String = "multi-prefix") throws {
            try receive("CAP * LS :\(caps)")
            try receive("CAP * ACK :\(caps)")
            try receive(":irc 001 townhall :Welcome")
            _ = try sent()
            // let the bucket fill up again
            loop.advanceTime(by: .seconds(10))
            _ = try sent()
        }

        func say(_ text: String, to target: String, key: String) {
            channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: target, text: text, key: key), promise: nil)
        }
    }

    @Test("The token bucket lets a burst out, then one line per refill interval")
    func tokenBucketPacing() throws {
        let harness = try Harness { $0.flood = .init(burst: 2, refillInterval: .seconds(1)) }
        #expect(try harness.sent() == ["CAP LS 302", "NICK townhall"])
        harness.loop.advanceTime(by: .milliseconds(999))
        #expect(try harness.sent().isEmpty)
        harness.loop.advanceTime(by: .milliseconds(1))
        #expect(try harness.sent() == ["USER townhall 0 * townhall"])
    }

    /// `flood: off`, for a bot the network exempts: nothing waits for a token.
    @Test("Unpaced, every queued line is written at once, still in fair order")
    func unpaced() throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(60), maxLinesPerReply: 3, paced: false) }
        #expect(try harness.sent() == ["CAP LS 302", "NICK townhall", "USER townhall 0 * townhall"])
        try harness.register()
        for index in 0..<30 { harness.say("pong \(index)", to: "#perf", key: "u\(index)") }
        let written = try harness.sent()  // no time passed
        #expect(written == (0..<30).map { "PRIVMSG #perf :pong \($0)" })
    }

    /// Replies written in one event-loop turn leave in one flush (one TLS write, one syscall).
    @Test("Replies queued in one turn of the event loop are flushed once, at its end")
    func oneFlushPerTurn() throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(60), paced: false) }
        try harness.register()
        let counter = FlushCounter()
        try harness.channel.pipeline.syncOperations.addHandler(counter, position: .first)
        for index in 0..<10 { harness.say("pong \(index)", to: "#perf", key: "u\(index)") }
        #expect(counter.flushes == 0)
        #expect(try harness.sent() == (0..<10).map { "PRIVMSG #perf :pong \($0)" })
        #expect(counter.flushes == 1)
    }

    @Test("Replies are served round-robin across fairness keys")
    func fairness() throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(1), maxLinesPerReply: 3) }
        try harness.register()
        harness.say("first", to: "z", key: "z") // takes the only token
        harness.say("busy one\nbusy two\nbusy three", to: "#civics", key: "busy")
        harness.say("quiet", to: "quiet", key: "quiet")
        harness.say("other", to: "other", key: "other")
        var order: [String] = try harness.sent()
        for _ in 0..<5 {
            harness.loop.advanceTime(by: .seconds(1))
            order += try harness.sent()
        }
        #expect(order == ["PRIVMSG z first", "PRIVMSG #civics :busy one", "PRIVMSG quiet quiet",
                          "PRIVMSG other other", "PRIVMSG #civics :busy two", "PRIVMSG #civics :busy three"])
    }

    @Test("Long text is split to fit 512 bytes with the real prefix, capped per reply")
    func splitting() throws {
        let harness = try Harness { $0.flood = .init(burst: 50, refillInterval: .seconds(1), maxLinesPerReply: 3) }
        try harness.register()
        try harness.receive(":townhall!~th@h.example JOIN #civics")
        _ = try harness.sent()
        harness.say(String(repeating: "word ", count: 400), to: "#civics", key: "k")
        let lines = try harness.sent()
        #expect(lines.count == 3)
        for text in lines {
            #expect((":townhall!~th@h.example " + text + "\r\n").utf8.count <= 512)
        }
        #expect(lines.last?.hasSuffix(IRCLineSplitter.truncationMark) == true)
    }

    @Test("Silence leads to our PING; no answer within the timeout closes for a reconnect")
    func pingTimeout() throws {
        let harness = try Harness { $0.ping = .init(interval: .seconds(30), timeout: .seconds(20)) }
        try harness.register()
        harness.loop.advanceTime(by: .seconds(20)) // 30 s of silence since 001
        #expect(try harness.sent() == ["PING townhall-1"])
        harness.loop.advanceTime(by: .seconds(19))
        #expect(harness.channel.isActive)
        harness.loop.advanceTime(by: .seconds(1))
        #expect(!harness.channel.isActive)
        #expect(harness.delegate.ends.first?.reason.contains("no reply to PING") == true)
    }

    @Test("A PONG answering our PING reports the lag and keeps the connection")
    func lag() throws {
        let harness = try Harness { $0.ping = .init(interval: .seconds(30), timeout: .seconds(20)) }
        try harness.register()
        harness.loop.advanceTime(by: .seconds(20))
        #expect(try harness.sent() == ["PING townhall-1"])
        harness.loop.advanceTime(by: .milliseconds(500))
        try harness.receive(":irc PONG irc :townhall-1")
        #expect(harness.delegate.events.contains(.lag(.milliseconds(500))))
        harness.loop.advanceTime(by: .seconds(25))
        #expect(harness.channel.isActive)
    }

    @Test("A server that never completes registration is dropped after the timeout")
    func registrationTimeout() throws {
        let harness = try Harness { $0.registrationTimeout = .seconds(30) }
        harness.loop.advanceTime(by: .seconds(29))
        #expect(harness.channel.isActive)
        harness.loop.advanceTime(by: .seconds(2))
        #expect(!harness.channel.isActive)
        #expect(harness.delegate.ends == [.reconnect("the server did not complete registration within 30.0 seconds")])
    }

    @Test("Server PING is answered right away even while replies wait")
    func pongFirst() throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(1)) }
        try harness.register()
        harness.say("one", to: "a", key: "a")
        harness.say("two", to: "a", key: "a")
        try harness.receive("PING :irc")
        var order = try harness.sent()
        harness.loop.advanceTime(by: .seconds(2))
        order += try harness.sent()
        #expect(order == ["PRIVMSG a one", "PONG irc", "PRIVMSG a two"])
    }

    @Test("The server closing the connection ends the session for a reconnect")
    func serverCloses() throws {
        let harness = try Harness()
        try harness.register()
        harness.channel.pipeline.fireChannelInactive()
        #expect(harness.delegate.ends == [.reconnect("the server closed the connection")])
    }

    @Test("A confirmed message completes only when its last line is written, after the pacing delay")
    func confirmedDelivery() throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(1)) }
        try harness.register()
        harness.say("first", to: "z", key: "z") // takes the only token
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "your answer",
                                                               key: "alice", confirm: true), promise: written)
        let done = CompletionFlag(written.futureResult)
        _ = try harness.sent()
        #expect(done.result == nil)
        harness.loop.advanceTime(by: .seconds(1))
        #expect(try harness.sent() == ["PRIVMSG alice :your answer"])
        #expect(done.result == .success)
    }

    @Test("A confirmed message before registration fails and is not written: nothing could confirm it")
    func confirmedBeforeRegistration() throws {
        let harness = try Harness()
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "your answer",
                                                               key: "alice", confirm: true), promise: written)
        let done = CompletionFlag(written.futureResult)
        harness.loop.run()
        #expect(done.result == .failure)
        #expect(try harness.sent().allSatisfy { !$0.hasPrefix("PRIVMSG") })
    }

    @Test("A confirmed message still queued when the connection closes fails, so it stays in the outbox")
    func confirmedDeliveryLost() throws {
        let harness = try Harness { $0.flood = .init(burst: 1, refillInterval: .seconds(1)) }
        try harness.register()
        harness.say("first", to: "z", key: "z")
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "your answer",
                                                               key: "alice", confirm: true), promise: written)
        let done = CompletionFlag(written.futureResult)
        _ = try harness.channel.close()
        harness.loop.run()
        #expect(done.result == .failure)
    }


    /// A confirmed message to alice, written at once (burst 5) on a connection with echo-message.
    func confirmedWithEcho() throws -> (Harness, CompletionFlag) {
        let harness = try Harness()
        try harness.register(caps: "multi-prefix echo-message")
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "your answer",
                                                               key: "alice", confirm: true), promise: written)
        #expect(try harness.sent() == ["PRIVMSG alice :your answer"])
        return (harness, CompletionFlag(written.futureResult))
    }

    @Test("With echo-message, a confirmed message completes when the server echoes it, not when written")
    func confirmedByEcho() throws {
        let (harness, done) = try confirmedWithEcho()
        #expect(done.result == nil)
        try harness.receive(":townhall!~th@h PRIVMSG #civics :your answer") // another target: not it
        try harness.receive(":townhall!~th@h PRIVMSG Alice :your answer")
        #expect(done.result == .success)
    }

    /// A bouncer's playback can hold the bot's own line of an earlier connection, word for word:
    /// taken for the echo of the line just written, it would mark an alert delivered that never was.
    @Test("A replayed echo (in a chathistory batch, or stamped before registration) does not confirm a message")
    func replayedEchoConfirmsNothing() throws {
        let harness = try Harness()
        try harness.register(caps: "multi-prefix echo-message batch server-time")
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: "alice", text: "your answer",
                                                               key: "alice", confirm: true), promise: written)
        let done = CompletionFlag(written.futureResult)
        try harness.receive("BATCH +h1 chathistory alice")
        try harness.receive("@batch=h1 :townhall!~th@h PRIVMSG alice :your answer")
        try harness.receive("BATCH -h1")
        try harness.receive("@time=2001-01-01T00:00:00.000Z :townhall!~th@h PRIVMSG alice :your answer")
        #expect(done.result == nil)
        try harness.receive(":townhall!~th@h PRIVMSG alice :your answer")
        #expect(done.result == .success)
    }

    @Test("With echo-message, no such nick or a closed connection before the echo means not delivered",
          arguments: [":irc 401 townhall alice :No such nick", nil])
    func echoNeverCame(reply: String?) throws {
        let (harness, done) = try confirmedWithEcho()
        if let reply {
            try harness.receive(reply)
        } else {
            _ = try harness.channel.close()
            harness.loop.run()
        }
        #expect(done.result == .failure)
    }

    @Test("With echo-message, an echo that never comes fails the message after the echo timeout")
    func echoTimesOut() throws {
        let (harness, done) = try confirmedWithEcho()
        harness.loop.advanceTime(by: .seconds(29))
        #expect(done.result == nil)
        harness.loop.advanceTime(by: .seconds(1))
        #expect(done.result == .failure)
        // An echo arriving after that changes nothing (and breaks nothing).
        try harness.receive(":townhall!~th@h PRIVMSG alice :your answer")
        #expect(done.result == .failure)
    }

    /// A confirmed message `text` to `target` on `harness`, written at once.
    func confirm(_ text: String, to target: String, on harness: Harness) throws -> CompletionFlag {
        let written = harness.loop.makePromise(of: Void.self)
        harness.channel.writeAndFlush(IRCOutboundRequest.text(command: "PRIVMSG", target: target, text: text,
                                                               key: target, confirm: true), promise: written)
        _ = try harness.sent()
        return CompletionFlag(written.futureResult)
    }

    @Test("No such nick for a reply written before an alert to the same person does not fail the alert")
    func errorAnswersTheOldestLine() throws {
        let harness = try Harness()
        try harness.register(caps: "multi-prefix echo-message")
        // a reply written while alice was away, then an alert once she is back
        harness.say("Upvoted Q3", to: "alice", key: "alice")
        let alert = try confirm("Storm alert 19.", to: "alice", on: harness)
        try harness.receive(":irc 401 townhall alice :No such nick")
        #expect(alert.result == nil)
        try harness.receive(":townhall!~th@h PRIVMSG alice :Storm alert 19.")
        #expect(alert.result == .success)
        // nothing left over: the next error answers the next line
        let next = try confirm("Storm alert 20.", to: "Alice", on: harness)
        try harness.receive(":irc 401 townhall ALICE :No such nick")
        #expect(next.result == .failure)
    }

    @Test("An echo of a later line fails the lines before it, which the server dropped; a rewritten echo answers the oldest")
    func echoOfALaterLine() throws {
        let harness = try Harness()
        try harness.register(caps: "multi-prefix echo-message")
        let dropped = try confirm("first", to: "bob", on: harness)
        let second = try confirm("second", to: "bob", on: harness)
        try harness.receive(":townhall!~th@h PRIVMSG bob :second")
        #expect(dropped.result == .failure)
        #expect(second.result == .success)
        // a server that strips colours echoes other text: still the answer to the oldest line
        let coloured = try confirm("\u{3}4red", to: "#civics", on: harness)
        try harness.receive(":townhall!~th@h PRIVMSG #civics :red")
        #expect(coloured.result == .success)
    }

    @Test("A late echo after the timeout is taken for its own line, not for the next one")
    func lateEchoKeepsTheOrder() throws {
        let harness = try Harness()
        try harness.register(caps: "multi-prefix echo-message")
        let late = try confirm("late", to: "carol", on: harness)
        harness.loop.advanceTime(by: .seconds(30))
        #expect(late.result == .failure)
        let next = try confirm("next", to: "carol", on: harness)
        try harness.receive(":townhall!~th@h PRIVMSG carol :late")
        #expect(next.result == nil)
        try harness.receive(":irc 401 townhall carol :No such nick")
        #expect(next.result == .failure)
    }

    @Test("Lines no answer comes for are bounded: past the bound those without a waiter are forgotten, waiters kept")
    func unansweredLinesAreBounded() throws {
        var echoes = EchoWaiters()
        let loop = EmbeddedEventLoop()
        let promise = loop.makePromise(of: Void.self)
        let flag = CompletionFlag(promise.futureResult)
        echoes.wrote(target: "alice", text: "Storm alert 1.", waiter: promise)
        for index in 0..<EchoWaiters.maxLines {
            echoes.wrote(target: "stranger\(index)", text: "hi")
        }
        #expect(echoes.count <= EchoWaiters.maxLines)
        #expect(echoes.count >= 1)
        echoes.receive(line(":townhall!~th@h PRIVMSG alice :Storm alert 1."), selfNick: "townhall", caseMapping: .rfc1459)
        #expect(flag.result == .success)
        #expect(echoes.count < EchoWaiters.maxLines)
    }

    @Test("Registered-only and callerid refusals answer the oldest line too", arguments: ["477", "486", "716"])
    func otherRefusals(numeric: String) throws {
        let harness = try Harness()
        try harness.register(caps: "multi-prefix echo-message")
        let refused = try confirm("Storm alert 2.", to: "dave", on: harness)
        try harness.receive(":irc \(numeric) townhall dave :You may not message this user")
        #expect(refused.result == .failure)
    }

    @Test("An echo that comes in time is not failed later by its timeout")
    func echoBeforeTimeout() throws {
        let (harness, done) = try confirmedWithEcho()
        try harness.receive(":townhall!~th@h PRIVMSG alice :your answer")
        harness.loop.advanceTime(by: .seconds(60))
        #expect(done.result == .success)
    }
}

/// Counts the flushes that reach the socket end of the pipeline.
final class FlushCounter: ChannelOutboundHandler {
    typealias OutboundIn = Any
    private(set) var flushes = 0

    func flush(context: ChannelHandlerContext) {
        flushes += 1
        context.flush()
    }
}

@available(*, unavailable)
extension FlushCounter: Sendable {}
