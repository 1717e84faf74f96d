import Chat
import Foundation
import IRCClient
import IRCTransport
import IRCWire
import NIOCore
import NIOPosix
import Storage
import TownhallApp

/// `TownhallBenchmark pingcore [BURSTS]`: the bot's own CPU per `!ping` without a server, TLS
/// or sockets — what `live ping` measures minus the kernel and OpenSSL. Each burst is the live
/// one (20 accounts × 250 `!ping` in #perf). The IRC client's own pipeline (`OfflineIRCConnection`:
/// line decoder, parser, session, fair output queue, serializer, on an `EmbeddedChannel` driven
/// from a real NIO event loop thread) reads the bytes InspIRCd sends, 20 lines a read; each
/// PRIVMSG becomes a `ChatEvent` as the IRC bridge makes it, waits in the speaker's lane
/// (`SpeakerLanes`, the bridge's bounds), is handled by the real `ChatCore` on a real SQLite
/// database, and its reply is rendered for IRC and handed to the event loop as `IRCClient` hands
/// it (a task on the loop, the writer resumed when it is written), serialized, and its echo read
/// back (echo-message). So the thread hand-offs of the live path are here too. Prints the
/// process's CPU time (user + system) per ping, which barely moves with the load of other builds
/// on the machine, unlike the live figures, so two builds can be compared one after the other.
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
        // The connection's loop, as the bot's (which runs on the shared singleton group).
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let connection = try await loop.submit { NIOLoopBound(try OfflineIRCConnection(), eventLoop: loop) }.get()
        let transport = OfflineTransport(connection: connection, renderer: IRCTextRenderer(style: .irc))
        let reads = (0..<pingsPerSpeaker).map { _ in
            (1...speakers).flatMap { number in
                let nick = String(format: "load%02d", number)
                return Array("@time=2026-11-24T02:00:00.000Z;account=\(nick) :\(nick)!\(nick)@127.0.0.1 PRIVMSG #perf :!ping\r\n".utf8)
            }
        }
        // One burst first, unmeasured: caches, the statement cache, lazily built tables.
        try await burst(reads, core: core, transport: transport)
        for round in 1...3 {
            let (before, bytesBefore) = try await loop.submit { (connection.value.linesWritten, connection.value.bytesWritten) }.get()
            let cpu = processCPUSeconds(), start = ContinuousClock.now
            for _ in 0..<bursts { try await burst(reads, core: core, transport: transport) }
            let elapsed = ContinuousClock.now - start
            let pings = bursts * speakers * pingsPerSpeaker
            let used = processCPUSeconds() - cpu
            let (after, bytesAfter) = try await loop.submit { (connection.value.linesWritten, connection.value.bytesWritten) }.get()
            let replies = after - before
            guard replies == pings else { throw LoadFailure("\(pings) pings got \(replies) replies") }
            let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print("round \(round): \(pings) pings, \(String(format: "%.2f", used / Double(pings) * 1e6)) µs CPU each, "
                + "\(Int(Double(pings) / wall)) replies/s, \((bytesAfter - bytesBefore) / replies) bytes a reply")
        }
    }

    /// One live-sized burst through the client, lanes and core; returns once every reply is written.
    private static func burst(_ reads: [[UInt8]], core: ChatCore, transport: OfflineTransport) async throws {
        let lanes = SpeakerLanes()
        await core.attach(transport, network: "bench")
        let connection = transport.connection
        try await withThrowingDiscardingTaskGroup { group in
            for read in reads {
                let events = try await connection.eventLoop.submit { try connection.value.receive(read) }.get()
                for case .privmsg(let message) in events {
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
    private static func chatEvent(_ message: IRCIncomingMessage) -> ChatEvent {
        ChatEvent(network: "bench", sender: ChatSender(nick: message.nick, account: message.account),
                  place: message.isDirect ? .direct : .channel(message.target), text: message.text)
    }

    private static func processCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// Where the benchmark's replies go: rendered as the IRC bridge renders them and written through
/// the offline connection on its event loop, as `IRCClient` writes them (the sender waits until
/// the line is written).
private struct OfflineTransport: ChatTransport {
    let connection: NIOLoopBound<OfflineIRCConnection>
    let renderer: IRCTextRenderer

    func send(_ reply: ChatReply) async {
        let target = switch reply.destination {
        case .channel(let channel): channel
        case .direct(let nick): nick
        }
        let text = renderer.render(reply.content)
        let connection = connection
        do {
            try await connection.eventLoop.submit {
                try connection.value.send(text, to: target, notice: reply.isNotice, fairnessKey: target)
            }.get()
        } catch {
            print("a reply was not written: \(error)")
        }
    }
}
