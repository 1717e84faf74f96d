import Foundation
import IRCWire
import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// One connection of the live benchmark's load generator: plain TCP with `TCP_NODELAY`, in the
/// test network's flood-exempt class (`PASS`), logged in with SASL PLAIN when it has an account.
/// It writes many commands in one go (pipelining) and notes when each of its answers arrived,
/// so latency and throughput are read off the wire, not from inside the bot.
final class LoadConnection: Sendable {
    let nick: String
    private let account: (name: String, password: String)?
    private let state = Mutex(State())
    private let channel = Mutex<Channel?>(nil)

    struct State {
        var registered = false
        var joined: Set<String> = []
        /// Lines from the bot that `isAnswer` picked, with their arrival time (ns, monotonic).
        var answers: [(text: String, at: UInt64)] = []
        var isAnswer: @Sendable (IRCMessage) -> Bool = { _ in false }
        /// The line to send back for a message, if any: the stand-in bot of `live relay`.
        var respond: @Sendable (IRCMessage) -> String? = { _ in nil }
        /// Each answer in a write of its own (a flush each), instead of one write per read.
        var flushEachAnswer = false
        var failure: String?
        /// `nick: pong` lines seen in any channel since `expect`, by the nick they answer: when a
        /// connection misses answers, the others' counts say whether the bot sent them.
        var pongsSeen: [String: Int] = [:]
        /// The bot's notices that this connection's commands come too fast (its rate limit).
        var toldTooFast = 0
    }

    init(nick: String, account: (name: String, password: String)? = nil) {
        self.nick = nick
        self.account = account
    }

    /// Connects, logs in, registers and joins `channels`; returns when all of that is done.
    /// With `tlsCAFile`, over TLS trusting that CA (the bot's way in, for `live relay`). With
    /// `quickAcknowledgement`, TCP_QUICKACK is set again on every read, as the bot's IRC client
    /// does (the stand-in bot of `live lone`: without it each command would wait for the
    /// server's Nagle behind a delayed ACK).
    func connect(host: String, port: Int, floodPassword: String, channels: [String], group: EventLoopGroup,
                 tlsCAFile: String? = nil, capabilities: [String] = [], quickAcknowledgement: Bool = false,
                 timeout: Duration = .seconds(60)) async throws {
        let handler = LoadLineHandler(connection: self, quickAcknowledgement: quickAcknowledgement)
        let tls = try tlsCAFile.map { file in
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.trustRoots = .file(file)
            return try NIOSSLContext(configuration: configuration)
        }
        let connected = try await ClientBootstrap(group: group)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: "localhost"))
                    }
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
            .connect(host: host, port: port).get()
        channel.withLock { $0 = connected }
        var hello = ["PASS \(floodPassword)"]
        let wanted = (account != nil ? ["sasl"] : []) + capabilities
        if !wanted.isEmpty { hello.append("CAP REQ :" + wanted.joined(separator: " ")) }
        hello += ["NICK \(nick)", "USER \(nick) 0 * :load"]
        try await write(hello)
        try await waitUntil("\(nick) registered", timeout: timeout) { $0.registered }
        if !channels.isEmpty {
            try await write(channels.map { "JOIN \($0)" })
            try await waitUntil("\(nick) in \(channels.count) channel(s)", timeout: timeout) { Set(channels).isSubset(of: $0.joined) }
        }
    }

    /// What counts as an answer from now on; earlier answers are forgotten.
    func expect(_ isAnswer: @escaping @Sendable (IRCMessage) -> Bool) {
        state.withLock {
            $0.isAnswer = isAnswer
            $0.answers = []
            $0.pongsSeen = [:]
        }
    }

    /// How many `nick: pong` lines this connection saw for `nick` since `expect`.
    func pongsSeen(for nick: String) -> Int { state.withLock { $0.pongsSeen[nick, default: 0] } }
    /// How many times the bot said this connection's commands came too fast.
    var toldTooFast: Int { state.withLock { $0.toldTooFast } }

    /// Writes `lines` in one buffer (the server reads them as one burst); returns the time they left.
    @discardableResult
    func write(_ lines: [String]) async throws -> UInt64 {
        guard let channel = channel.withLock({ $0 }) else { throw LoadFailure("\(nick) is not connected") }
        var buffer = channel.allocator.buffer(capacity: lines.reduce(0) { $0 + $1.utf8.count + 2 })
        for line in lines {
            buffer.writeString(line)
            buffer.writeString("\r\n")
        }
        let sent = DispatchTime.now().uptimeNanoseconds
        try await channel.writeAndFlush(buffer)
        return sent
    }

    /// Answers each message `respond` returns a line for, at once and in order: the lines
    /// answering one read from the socket go out in one write, or with `flushEachAnswer` one
    /// write each (as a bot that flushes every reply on its own).
    func respond(flushEachAnswer: Bool = false, _ respond: @escaping @Sendable (IRCMessage) -> String?) {
        state.withLock {
            $0.respond = respond
            $0.flushEachAnswer = flushEachAnswer
        }
    }

    fileprivate var flushesEachAnswer: Bool { state.withLock { $0.flushEachAnswer } }

    var answers: [(text: String, at: UInt64)] { state.withLock { $0.answers } }

    /// Waits (polling each millisecond: this is the load generator, not a test) until `condition` holds.
    func waitUntil(_ what: String, timeout: Duration, _ condition: (State) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            let (done, failure) = state.withLock { (condition($0), $0.failure) }
            if let failure { throw LoadFailure("\(nick): \(failure)") }
            if done { return }
            if ContinuousClock.now > deadline { throw LoadFailure("timed out waiting for \(what)") }
            try await Task.sleep(for: .milliseconds(1))
        }
    }

    func close() {
        channel.withLock { $0?.close(promise: nil) }
    }

    /// Called on the event loop for each line the server sends.
    fileprivate func received(_ message: IRCMessage, reply: (String) -> Void) {
        let now = DispatchTime.now().uptimeNanoseconds
        switch message.command {
        case "PING":
            reply("PONG :\(message.parameters.last ?? "")")
        case "CAP" where message.parameters.count >= 3 && message.parameters[1] == "ACK":
            reply(account != nil ? "AUTHENTICATE PLAIN" : "CAP END")
        case "AUTHENTICATE" where message.parameters.first == "+":
            guard let account else { return }
            reply("AUTHENTICATE " + Data("\0\(account.name)\0\(account.password)".utf8).base64EncodedString())
        case "903":
            reply("CAP END")
        case "904", "905", "ERROR":
            state.withLock { $0.failure = "\(message.command) \(message.parameters.joined(separator: " "))" }
        case "001":
            state.withLock { $0.registered = true }
        case "JOIN" where message.sourceNick == nick:
            state.withLock { _ = $0.joined.insert(message.parameters.first ?? "") }
        default:
            let line = state.withLock { state in
                if state.isAnswer(message) { state.answers.append((message.parameters.last ?? "", now)) }
                if message.command == "PRIVMSG", let text = message.parameters.last, text.hasSuffix(": pong") {
                    state.pongsSeen[String(text.dropLast(": pong".count)), default: 0] += 1
                }
                if message.command == "NOTICE", message.parameters.last?.contains("sending commands too fast") == true {
                    state.toldTooFast += 1
                }
                return state.respond(message)
            }
            if let line { reply(line) }
        }
    }
}

struct LoadFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Splits the byte stream into lines and hands each parsed line to its `LoadConnection`.
private final class LoadLineHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer
    private let connection: LoadConnection
    private let quickAcknowledgement: Bool
    private var pending: [UInt8] = []

    init(connection: LoadConnection, quickAcknowledgement: Bool) {
        self.connection = connection
        self.quickAcknowledgement = quickAcknowledgement
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        #if os(Linux)
        if quickAcknowledgement {
            try? context.channel.syncOptions?.setOption(Self.quickAck, value: 1)
        }
        #endif
        var buffer = unwrapInboundIn(data)
        pending += buffer.readBytes(length: buffer.readableBytes) ?? []
        var start = 0
        var replies: [String] = []
        while let end = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
            var line = pending[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            start = end + 1
            if let message = try? IRCMessage(parsingBytes: Array(line)) {
                connection.received(message) { replies.append($0) }
            }
        }
        pending.removeFirst(start)
        guard !replies.isEmpty else { return }
        if connection.flushesEachAnswer {
            for reply in replies {
                context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(string: reply + "\r\n")), promise: nil)
            }
            return
        }
        var out = context.channel.allocator.buffer(capacity: 256)
        for reply in replies { out.writeString(reply + "\r\n") }
        context.writeAndFlush(wrapOutboundOut(out), promise: nil)
    }

    #if os(Linux)
    private static let quickAck = ChannelOptions.Types.SocketOption(level: .tcp, name: .init(rawValue: CInt(TCP_QUICKACK)))
    #endif
}
