import Chat
import Foundation
import IRCWire
import Storage
import TownhallApp

/// `TownhallBenchmark pingcore [BURSTS]`: the bot's own CPU per `!ping` without a network, a
/// server or TLS — what `live ping` measures minus the sockets. Each burst is the live one
/// (20 accounts × 250 `!ping` in #perf): every line is parsed from the bytes InspIRCd sends
/// (tags, account, server-time), turned into a `ChatEvent` as the IRC bridge does, queued in
/// the speaker's lane (`SpeakerLanes`, the bridge's bounds), handled by the real `ChatCore` on a
/// real SQLite database, and each reply rendered for IRC and serialized into a byte sink.
/// Prints the process's CPU time (user + system) per ping. CPU time of one process barely moves
/// with the load of other builds on the machine, unlike the live figures, so it can compare
/// two builds of the chat path run one after the other.
enum PingCoreBenchmark {
    static let speakers = 20
    static let pingsPerSpeaker = 250
    static let defaultBursts = 40

    static func run() async throws {
        let bursts = CommandLine.arguments.dropFirst(2).first.flatMap(Int.init) ?? defaultBursts
        let core = TownhallCore.make(
            database: try TownhallDatabase.temporary(),
            // As in `live`, the rate limit is far above the load (its check still runs on every ping).
            configuration: ChatConfiguration(botNick: "townhall", rateLimit: RateLimitPolicy(commands: Int.max / 2, period: 1)))
        let sink = ByteSink()
        let lines = (1...speakers).map { number in
            let nick = String(format: "load%02d", number)
            return Array("@time=2026-11-24T02:00:00.000Z;account=\(nick) :\(nick)!\(nick)@127.0.0.1 PRIVMSG #perf :!ping".utf8)
        }
        // One burst first, unmeasured: caches, the statement cache, lazily built tables.
        try await burst(lines, core: core, sink: sink)
        for round in 1...3 {
            let (before, bytesBefore) = (sink.replies, sink.bytes)
            let cpu = processCPUSeconds(), start = ContinuousClock.now
            for _ in 0..<bursts { try await burst(lines, core: core, sink: sink) }
            let elapsed = ContinuousClock.now - start
            let pings = bursts * speakers * pingsPerSpeaker
            let used = processCPUSeconds() - cpu
            let replies = sink.replies - before
            guard replies == pings else { throw LoadFailure("\(pings) pings got \(replies) replies") }
            let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print("round \(round): \(pings) pings, \(String(format: "%.2f", used / Double(pings) * 1e6)) µs CPU each, "
                + "\(Int(Double(pings) / wall)) replies/s, \((sink.bytes - bytesBefore) / replies) bytes a reply")
        }
    }

    /// One live-sized burst through lanes and core; returns once every reply is in the sink.
    private static func burst(_ lines: [[UInt8]], core: ChatCore, sink: ByteSink) async throws {
        let lanes = SpeakerLanes()
        let renderer = IRCTextRenderer(style: .irc)
        let transport = SinkTransport(sink: sink, renderer: renderer)
        await core.attach(transport, network: "bench")
        try await withThrowingDiscardingTaskGroup { group in
            for _ in 0..<pingsPerSpeaker {
                for line in lines {
                    let message = try IRCMessage(parsingBytes: line)
                    let event = chatEvent(message)
                    let work: SpeakerLanes.Work = { await core.handleAndSend(event, via: transport) }
                    let arrival = await lanes.submit("account:" + (event.sender.account ?? ""), identified: true, work)
                    if let job = arrival.start { group.addTask { await lanes.run(job) } }
                    if arrival.refused { throw LoadFailure("a ping was refused") }
                }
            }
        }
    }

    /// What `IRCChatBridge.chatEvent` builds from a PRIVMSG in a channel.
    private static func chatEvent(_ message: IRCMessage) -> ChatEvent {
        let nick = message.sourceNick ?? ""
        let account = message.tags.first { $0.key == "account" }?.value
        let tags = Dictionary(message.tags.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        return ChatEvent(network: "bench", sender: ChatSender(nick: nick, account: account),
                         place: .channel(message.parameters[0]), text: message.parameters[1], tags: tags)
    }

    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// Where the benchmark's replies go: rendered and serialized as the IRC client would write them,
/// then only counted.
private struct SinkTransport: ChatTransport {
    let sink: ByteSink
    let renderer: IRCTextRenderer
    var botNick: String { "townhall" }
    var networkHasServices: Bool { true }

    func send(_ reply: ChatReply) async {
        let target = switch reply.destination {
        case .channel(let channel): channel
        case .direct(let nick): nick
        }
        let message = IRCMessage(command: reply.isNotice ? "NOTICE" : "PRIVMSG", parameters: [target, renderer.render(reply.content)])
        sink.add(message.serializedBytes().count)
    }
}

private final class ByteSink: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0, total = 0
    func add(_ bytes: Int) { lock.withLock { count += 1; total += bytes } }
    var replies: Int { lock.withLock { count } }
    var bytes: Int { lock.withLock { total } }
}
