import Foundation
import Import
import IRCTestNetwork
import IRCWire
import NIOPosix
import Storage

/// `TownhallBenchmark live`: the real bot (`townhall serve`, its own process) on a real
/// InspIRCd + Atheme network, driven by `LoadConnection`s: replies per second, command → reply
/// latency, the bot's CPU per command and its memory, for `!ping` in a channel, durable
/// `up Q…` from accounts and `vote` reads; then its memory after joining 1,000 channels.
/// `TownhallBenchmark live callgrind` runs a short ping load under valgrind's callgrind instead.
enum LiveBenchmark {
    static let clients = 20
    static let pingsPerClient = 250
    /// Questions each account upvotes once (the configured daily budget is raised to match).
    static let upvotesPerClient = 100
    static let votesPerClient = 50
    static let sequentialPings = 2_000
    static let channelCount = 1_000
    static let nicks = (1...clients).map { String(format: "load%02d", $0) }
    static let network = TestNetwork(
        name: "bench", basePort: 14_667,
        accounts: Dictionary(uniqueKeysWithValues: [("bot", "botpass123"), ("asker", "askerpass123")]
            + nicks.map { ($0, "\($0)-secret") }))

    static func run() async throws {
        switch CommandLine.arguments.dropFirst(2).first {
        case "ping":
            try await pingRounds(bots: Array(CommandLine.arguments.dropFirst(3)))
            return
        case "lone":
            try await loneRounds(bots: Array(CommandLine.arguments.dropFirst(3)))
            return
        case "up":
            try await upvoteRounds(bots: Array(CommandLine.arguments.dropFirst(3)))
            return
        case "relay":
            try await relayRounds()
            return
        case StandInBot.word:
            try await StandInBot.serve(arguments: Array(CommandLine.arguments.dropFirst(3)))
            return
        case "channels":
            try await channelsRounds(bots: Array(CommandLine.arguments.dropFirst(3)))
            return
        default:
            break
        }
        let underCallgrind = CommandLine.arguments.dropFirst(2).first == "callgrind"
        try await onNetwork { info in
            try await measure(on: info, underCallgrind: underCallgrind)
        }
    }

    /// The `!ping` burst alone, from `clients` connections with `perClient` pings each: the IRC
    /// figure `TownhallBenchmark matrix` prints beside its own.
    static func pingComparison(clients: Int, perClient: Int) async throws {
        try await onNetwork { info in
            let folder = try scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let bot = try BotProcess(configuration: try writeConfiguration(in: folder, info: info, channels: ["#perf"]),
                                     environment: ["BENCH_BOT_PASSWORD": "botpass123"])
            defer { bot.stop() }
            let load = try await connectClients(info: info, group: MultiThreadedEventLoopGroup.singleton,
                                                channels: ["#perf"], count: clients)
            defer { load.forEach { $0.close() } }
            try await waitForBot(load[0], timeout: .seconds(60))
            try await pingThroughput(load, bot: bot, perClient: perClient)
        }
    }

    /// `live ping [BINARY...]`: the pipelined `!ping` burst alone, `roundCount` times for each
    /// bot binary in turn (default: the `townhall` beside this benchmark). Alternating an old and
    /// a new binary on one network compares them under the same load of the machine.
    static func pingRounds(bots: [String]) async throws {
        try await rounds(bots: bots, seeded: false) { info, bot, load, _ in
            try await pingThroughput(load, bot: bot, perClient: pingsPerClient, server: info)
        }
    }

    /// `live up [BINARY...]`: the durable `up Q…` burst alone, as `live ping` does for `!ping`.
    static func upvoteRounds(bots: [String]) async throws {
        try await rounds(bots: bots) { _, bot, load, questions in
            try await upvoteThroughput(load, bot: bot, questions: questions)
        }
    }

    /// `live lone [BINARY... | standin]`: `lonePings` `!ping`s from one connection, each sent only
    /// once the last was answered and `lonePause` after it, as `live ping` alternates binaries. The
    /// word `standin` in the list takes a turn for `StandInBot`, the floor under the figure.
    static func loneRounds(bots: [String]) async throws {
        let standIns = bots.filter { $0 == StandInBot.word }.count
        guard standIns < bots.count else {
            try await onNetwork { info in
                let load = try await connectClients(info: info, group: MultiThreadedEventLoopGroup.singleton,
                                                    channels: ["#perf"], count: 1)
                defer { load.forEach { $0.close() } }
                for round in 1...roundCount {
                    print("round \(round), stand-in bot (no Townhall):")
                    try await loneStandIn(info: info, client: load[0])
                }
            }
            return
        }
        try await rounds(bots: bots.filter { $0 != StandInBot.word }, connections: 1, seeded: false) { info, bot, load, _ in
            try await loneCommands(load[0], pid: bot.pid)
            if standIns > 0 {
                bot.stop()  // or both would answer each !ping in #perf
                print("  then the stand-in bot (no Townhall):")
                try await loneStandIn(info: info, client: load[0])
            }
        }
    }

    /// One lone round against `StandInBot`, started for it and stopped after.
    private static func loneStandIn(info: TestNetwork.Info, client: LoadConnection) async throws {
        let standIn = try StandInBot(host: info.host, port: info.botTLSPort, caFile: info.caFile)
        defer { standIn.stop() }
        try await waitForBot(client, timeout: .seconds(30))
        try await loneCommands(client, pid: standIn.pid)
    }

    static let roundCount = 3

    /// Words that may stand among the binaries of `live ping` and `live up`: the bot beside the
    /// benchmark with `metrics:` on (swift-prometheus recording every command, nothing scraping)
    /// or without it, so `live ping plain metrics` measures what metrics cost, round by round.
    static let metricsOn = "metrics", metricsOff = "plain"

    /// Runs `measure` `roundCount` times for each bot binary in turn, each time with a fresh bot
    /// on a freshly seeded database, once its start is over (its trim logged). Without `seeded`
    /// (`!ping` reads no data) each bot makes its own empty database, so that an older binary,
    /// which refuses a database migrated further than it knows, can take its turn too.
    private static func rounds(bots: [String], connections: Int = clients, seeded: Bool = true,
                               measure: (TestNetwork.Info, BotProcess, [LoadConnection], [Int64]) async throws -> Void) async throws {
        try await onNetwork { info in
            for round in 1...roundCount {
                for entry in bots.isEmpty ? [nil] : bots.map(Optional.some) {
                    let metrics = entry == metricsOn
                    let binary = entry == metricsOn || entry == metricsOff ? nil : entry
                    print("round \(round), \(binary ?? "townhall beside the benchmark")"
                        + (binary == nil && entry != nil ? ", metrics \(metrics ? "on" : "off")" : "") + ":")
                    let folder = try scratchFolder()
                    defer { try? FileManager.default.removeItem(at: folder) }
                    let questions = seeded ? try await seed(folder.appendingPathComponent("townhall.sqlite")) : []
                    let configuration = try writeConfiguration(in: folder, info: info, channels: ["#perf"], metrics: metrics)
                    let bot = try BotProcess(configuration: configuration,
                                             environment: ["BENCH_BOT_PASSWORD": "botpass123"], binary: binary)
                    defer { bot.stop() }
                    let load = try await connectClients(info: info, group: MultiThreadedEventLoopGroup.singleton,
                                                        channels: ["#perf"], count: connections)
                    defer { load.forEach { $0.close() } }
                    try await waitForBot(load[0], timeout: .seconds(60))
                    _ = try await waitForStartTrim(bot)
                    try await measure(info, bot, load, questions)
                }
            }
        }
    }

    /// `live relay`: the server's own ceiling for the `!ping` burst. The same 20 connections send
    /// the same burst into #perf, and a stand-in bot — one more load connection, no Townhall —
    /// answers each `!ping` with its `nick: pong` the moment it reads it (all the answers to one
    /// read in one write). What it reaches is what InspIRCd (and loopback TCP) can relay here:
    /// with the stand-in on plain TCP, then on TLS through the bot's port, as the bot connects;
    /// then on TLS writing each answer on its own — a bot that flushes every reply separately
    /// makes the server send every reply to every member in a syscall of its own; then batched on
    /// TLS again with the capabilities the bot takes (tags, server-time, echo-message).
    static func relayRounds() async throws {
        try await onNetwork { info in
            let group = MultiThreadedEventLoopGroup.singleton
            let load = try await connectClients(info: info, group: group, channels: ["#perf"])
            defer { load.forEach { $0.close() } }
            let botCaps = ["message-tags", "server-time", "account-tag", "echo-message"]
            let ways: [(String, Int, String?, Bool, [String])] = [
                ("plain TCP", info.plainPort, nil, false, []), ("TLS", info.botTLSPort, info.caFile, false, []),
                ("TLS, one write per answer", info.botTLSPort, info.caFile, true, []),
                ("TLS with the bot's capabilities", info.botTLSPort, info.caFile, false, botCaps),
            ]
            for (number, (way, port, caFile, flushEachAnswer, caps)) in ways.enumerated() {
                let relay = LoadConnection(nick: "relay\(number + 1)")
                defer { relay.close() }
                try await relay.connect(host: info.host, port: port, floodPassword: "floodpass",
                                        channels: ["#perf"], group: group, tlsCAFile: caFile, capabilities: caps)
                relay.respond(flushEachAnswer: flushEachAnswer) { message in
                    guard message.command == "PRIVMSG", message.parameters.last == "!ping",
                          let nick = message.sourceNick else { return nil }
                    return "PRIVMSG #perf :\(nick): pong"
                }
                for round in 1...roundCount {
                    print("round \(round), stand-in bot on \(way) (no Townhall):")
                    try await pingThroughput(load, bot: nil, perClient: pingsPerClient, server: info)
                }
            }
        }
    }

    /// `live channels [BINARY...]`: the memory of each bot binary after joining 1,000 channels
    /// (a statically linked build against the usual one, say).
    static func channelsRounds(bots: [String]) async throws {
        try await onNetwork { info in
            for binary in bots.isEmpty ? [nil] : bots.map(Optional.some) {
                print("\(binary ?? "townhall beside the benchmark"):")
                let folder = try scratchFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                try await channelsMemory(info: info, group: MultiThreadedEventLoopGroup.singleton, folder: folder, binary: binary)
            }
        }
    }

    private static func measure(on info: TestNetwork.Info, underCallgrind: Bool) async throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let questions = try await seed(folder.appendingPathComponent("townhall.sqlite"))
        let group = MultiThreadedEventLoopGroup.singleton

        let wrapper = underCallgrind
            ? ["valgrind", "--tool=callgrind", "--callgrind-out-file=\(FileManager.default.currentDirectoryPath)/callgrind.out.live"]
            : []
        let bot = try BotProcess(configuration: try writeConfiguration(in: folder, info: info, channels: ["#perf"]),
                                 environment: ["BENCH_BOT_PASSWORD": "botpass123"], wrapper: wrapper)
        defer { bot.stop() }
        let load = try await connectClients(info: info, group: group, channels: ["#perf"])
        defer { load.forEach { $0.close() } }
        try await waitForBot(load[0], timeout: underCallgrind ? .seconds(300) : .seconds(60))
        print("bot pid \(bot.pid), \(clients) load connections (TCP_NODELAY, flood-exempt class), RSS \(format(bot.residentMiB())) MiB")

        if underCallgrind {
            try await pingThroughput(load, bot: bot, perClient: 50)
            print("callgrind output: callgrind.out.live (callgrind_annotate callgrind.out.live | head -60)")
            return
        }
        _ = try await waitForStartTrim(bot)
        try await sequentialLatency(load[0])
        try await pingThroughput(load, bot: bot, perClient: pingsPerClient, server: info)
        try await upvoteThroughput(load, bot: bot, questions: questions)
        try await voteReads(load, bot: bot)
        print("RSS after the runs: \(format(bot.residentMiB())) MiB")
        bot.stop()
        try await channelsMemory(info: info, group: group, folder: folder)
    }

    // MARK: scenarios

    /// One ping at a time: the round trip through the server and the bot, nothing queued. At
    /// most one ping every 1.1 ms, then a second's pause: the bot lets one person send at most
    /// 1,000 commands a second (the configuration's ceiling), and on a quiet machine a round trip
    /// takes about 0.5 ms. Before, this connection's pings left the window nearly full, and the
    /// burst after it was refused in part (the bot said "too fast" and ignored it for a moment:
    /// 2 to 121 pongs missing in 4 of 9 runs, with no reply lost). Taking turns over the
    /// connections instead kept the rate down but measured something else: a connection that
    /// had only been receiving waited for the server's Nagle behind its own delayed ACK (p99 44 ms).
    private static func sequentialLatency(_ client: LoadConnection) async throws {
        let mine = "\(client.nick): pong"
        client.expect { $0.command == "PRIVMSG" && $0.parameters.last == mine }
        var sample = LatencySample()
        let clock = ContinuousClock()
        for number in 1...sequentialPings {
            let began = clock.now
            let sent = try await client.write(["PRIVMSG #perf :!ping"])
            try await client.waitUntil("pong \(number)", timeout: .seconds(10)) { $0.answers.count >= number }
            sample.record(.nanoseconds(Int64(client.answers[number - 1].at - sent)))
            try await clock.sleep(until: began + .microseconds(1100))
        }
        print("ping, one at a time: \(sample.summary)")
        try await clock.sleep(for: .seconds(1))
    }

    static let lonePings = 1_000
    /// Long enough for the bot to go idle between commands (its event loop back in `epoll_wait`,
    /// the concurrency pool's workers parked), short enough for a run to take seconds.
    static let lonePause = Duration.milliseconds(3)
    /// How long the bot is watched with nothing to do, to tell its timers' share from the commands'.
    static let idleWatch = Duration.seconds(2)

    /// The figure a quiet bot pays: one command at a time, each waking an idle process. First the
    /// bot is watched idle for `idleWatch` (its periodic timers), then `lonePings` `!ping`s go
    /// one after another; prints the bot's CPU per command (all threads, /proc schedstat), the
    /// part of it its timers would have cost in that time anyway, and which threads ran how often
    /// per command.
    private static func loneCommands(_ client: LoadConnection, pid: Int32) async throws {
        let mine = "\(client.nick): pong"
        client.expect { $0.command == "PRIVMSG" && $0.parameters.last == mine }
        let clock = ContinuousClock()
        let idleStart = (ThreadActivity(of: pid), clock.now)
        try await clock.sleep(for: idleWatch)
        let idle = ThreadActivity(of: pid).since(idleStart.0)
        let idleSeconds = Figures.inSeconds(clock.now - idleStart.1)

        let before = ThreadActivity(of: pid)
        let start = clock.now
        var sample = LatencySample()
        for number in 1...lonePings {
            let sent = try await client.write(["PRIVMSG #perf :!ping"])
            try await client.waitUntil("pong \(number)", timeout: .seconds(10)) { $0.answers.count >= number }
            sample.record(.nanoseconds(Int64(client.answers[number - 1].at - sent)))
            try await clock.sleep(for: lonePause)
        }
        let elapsed = clock.now - start
        let busy = ThreadActivity(of: pid).since(before)
        let timerShare = idle.runSeconds / idleSeconds * Figures.inSeconds(elapsed)
        let perCommand = { (seconds: Double) in String(format: "%.1f µs", seconds / Double(lonePings) * 1e6) }
        print("lone !ping (\(lonePings), each after the last pong and a \(Figures.milliseconds(lonePause)) pause): "
              + "bot CPU \(perCommand(busy.runSeconds)) per command, of which its timers idle "
              + "\(perCommand(timerShare)); "
              + String(format: "threads run %.2f times per command (idle: %.1f a second)", Double(busy.runs) / Double(lonePings),
                       Double(idle.runs) / idleSeconds)
              + "; command → reply \(sample.summary); \(Figures.seconds(elapsed))")
        print("  per command by thread: \(busy.byName(per: lonePings))")
    }

    /// Every client writes all its pings in one burst; each counts its own pongs.
    private static func pingThroughput(_ load: [LoadConnection], bot: BotProcess?, perClient: Int,
                                       server: TestNetwork.Info? = nil) async throws {
        try await burst("!ping in #perf", load: load, bot: bot, server: server, perClient: perClient,
                        lines: { _ in Array(repeating: "PRIVMSG #perf :!ping", count: perClient) },
                        isAnswer: { nick in { $0.command == "PRIVMSG" && $0.parameters.last == "\(nick): pong" } })
    }

    /// Each account upvotes `upvotesPerClient` questions by DM; each `Upvoted …` is committed first.
    private static func upvoteThroughput(_ load: [LoadConnection], bot: BotProcess, questions: [Int64]) async throws {
        try await burst("up Q… by DM (durable)", load: load, bot: bot, perClient: upvotesPerClient,
                        lines: { _ in questions.prefix(upvotesPerClient).map { "PRIVMSG townhall :up Q\($0)" } },
                        isAnswer: { _ in { $0.command == "PRIVMSG" && ($0.parameters.last ?? "").hasPrefix("Upvoted Q") } })
    }

    /// `vote s325-2022` by DM: a read of a roll call and the member positions, several lines each.
    private static func voteReads(_ load: [LoadConnection], bot: BotProcess) async throws {
        try await burst("vote s325-2022 by DM (reads)", load: load, bot: bot, perClient: votesPerClient,
                        lines: { _ in Array(repeating: "PRIVMSG townhall :vote s325-2022", count: votesPerClient) },
                        isAnswer: { _ in { $0.command == "PRIVMSG" && ($0.parameters.last ?? "").contains("s325-2022") } })
    }

    /// `server`, when given, adds InspIRCd's CPU per command (from its pid file).
    private static func burst(_ name: String, load: [LoadConnection], bot: BotProcess?, server: TestNetwork.Info? = nil,
                              perClient: Int, lines: (LoadConnection) -> [String],
                              isAnswer: (String) -> @Sendable (IRCMessage) -> Bool) async throws {
        for client in load { client.expect(isAnswer(client.nick)) }
        let serverPid = server.flatMap { try? String(contentsOfFile: "\($0.directory)/run/inspircd.pid", encoding: .utf8) }
            .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let cpuBefore = bot?.cpuSeconds() ?? 0
        let serverCPUBefore = serverPid.map(BotProcess.cpuSeconds(of:)) ?? 0
        let start = ContinuousClock.now
        let sent = try await withThrowingTaskGroup(of: UInt64.self) { group in
            for client in load {
                let burst = lines(client)
                group.addTask { try await client.write(burst) }
            }
            return try await group.reduce(into: [UInt64]()) { $0.append($1) }
        }
        do {
            for client in load {
                try await client.waitUntil("\(perClient) answers to \(client.nick) for \(name)", timeout: .seconds(120)) {
                    $0.answers.count >= perClient
                }
            }
        } catch {
            // say how far each connection got and what the bot logged, before the folder goes
            print("answers so far: " + load.map { "\($0.nick) \($0.answers.count)" }.joined(separator: ", "))
            // Did the bot send what a connection misses? Every member of the channel sees every pong.
            for client in load where client.answers.count < perClient {
                print("pongs for \(client.nick) seen by the others: "
                      + load.map { "\($0.nick) \($0.pongsSeen(for: client.nick))" }.joined(separator: ", ")
                      + "; told it sends too fast: \(client.toldTooFast)")
            }
            bot?.reportFailure()
            throw error
        }
        let elapsed = ContinuousClock.now - start
        let cpu = (bot?.cpuSeconds() ?? 0) - cpuBefore
        let serverCPU = serverPid.map { BotProcess.cpuSeconds(of: $0) - serverCPUBefore }
        let total = perClient * load.count
        let firstSent = sent.min() ?? 0
        var sample = LatencySample()
        for client in load {
            for answer in client.answers.prefix(perClient) { sample.record(.nanoseconds(Int64(answer.at - firstSent))) }
        }
        let perCommand = { (seconds: Double) in String(format: "%.1f", seconds / Double(total) * 1e6) + " µs" }
        var line = "\(name): \(total) commands from \(load.count) connections in \(Figures.seconds(elapsed)) — "
            + "\(Figures.perSecond(total, in: elapsed)) answered; "
        if bot != nil { line += "bot CPU \(perCommand(cpu)) per command; " }
        if let serverCPU { line += "InspIRCd CPU \(perCommand(serverCPU)) per command; " }
        line += "burst-to-answer \(sample.summary)"
        if let bot { line += "; RSS \(format(bot.residentMiB())) MiB" }
        print(line)
    }

    /// A bot configured with 1,000 channels: its memory once it is in the last of them.
    private static func channelsMemory(info: TestNetwork.Info, group: MultiThreadedEventLoopGroup, folder: URL,
                                       binary: String? = nil) async throws {
        let channels = (1...channelCount).map { String(format: "#bench%04d", $0) }
        let bot = try BotProcess(configuration: try writeConfiguration(in: folder, info: info, channels: channels),
                                 environment: ["BENCH_BOT_PASSWORD": "botpass123"], binary: binary)
        defer { bot.stop() }
        let watcher = LoadConnection(nick: "watcher")
        defer { watcher.close() }
        try await watcher.connect(host: info.host, port: info.plainPort, floodPassword: "floodpass",
                                  channels: [channels.last!], group: group)
        // The bot may be there before the watcher (its JOINs leave together): then only NAMES
        // shows it, so the watcher asks for them after its own join.
        watcher.expect { message in
            switch message.command {
            case "JOIN": message.sourceNick == "townhall"
            case "353": message.parameters.last?.split(separator: " ").contains { $0.drop { "~&@%+".contains($0) } == "townhall" } == true
            default: false
            }
        }
        _ = try await watcher.write(["NAMES \(channels.last!)"])
        do {
            try await watcher.waitUntil("the bot in \(channels.last!)", timeout: .seconds(120)) { !$0.answers.isEmpty }
        } catch {
            bot.reportFailure()
            throw error
        }
        print("bot in \(channelCount) channels: RSS \(format(bot.residentMiB())) MiB (\(bot.residentBreakdown()))")
        // Its start is over once every JOIN has its answer, a moment after the watcher sees the
        // last: the bot then takes the pages only the start used out of its memory.
        let trimmed = try await waitForStartTrim(bot) ? "once its start is over" : "no trim logged within 10 s"
        print("bot in \(channelCount) channels, \(trimmed): RSS \(format(bot.residentMiB())) MiB (\(bot.residentBreakdown()))")
        print("  resident by mapping: " + bot.residentByMapping(count: 12)
            .map { "\($0.name) \(String(format: "%.1f", $0.mebibytes))" }.joined(separator: ", "))
    }

    /// Waits (at most `limit`) for the bot to log the trim that ends its start, and says whether it
    /// did. A burst that begins before it pays for the trim's reading of /proc and for the page
    /// faults after it (5–13% of the bot's CPU in a round that began at once).
    static func waitForStartTrim(_ bot: BotProcess, within limit: Duration = .seconds(10)) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while !bot.log.contains("trimmed clean pages"), clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
        return bot.log.contains("trimmed clean pages")
    }

    // MARK: setting up

    /// The demo data and `upvotesPerClient` questions to upvote; returns their ids.
    private static func seed(_ path: URL) async throws -> [Int64] {
        let database = try TownhallDatabase(path: path.path)
        try await DemoData.seed(into: database)
        let asker = AccountIdentity(network: "bench", name: "asker")
        var ids: [Int64] = []
        for number in 1...upvotesPerClient {
            let question = try await database.ask("Question \(number): will you hold a town hall on the budget this year?",
                                                  to: OfficialID("P000197"), tags: [], by: asker, at: Date())
            ids.append(question.id)
        }
        return ids
    }

    /// `metrics` adds a `metrics:` section (a loopback port nothing else here uses).
    private static func writeConfiguration(in folder: URL, info: TestNetwork.Info, channels: [String],
                                           metrics: Bool = false) throws -> URL {
        let yaml = """
            database: \(folder.appendingPathComponent("townhall.sqlite").path)
            networks:
              - name: bench
                host: \(info.host)
                port: \(info.botTLSPort)
                tls: true
                tls_server_name: localhost
                ca_file: \(info.caFile)
                nick: townhall
                sasl: {mechanism: PLAIN, account: bot, password_env: BENCH_BOT_PASSWORD}
                channels: [\(channels.map { "\"\($0)\"" }.joined(separator: ", "))]
                flood: off
            commands:
              rate_limit: {commands: 1000, per_seconds: 1}
            questions:
              daily_upvotes: \(upvotesPerClient)
            """ + (metrics ? "\nmetrics: {listen: \"127.0.0.1:19464\"}" : "")
        let url = folder.appendingPathComponent("townhall-\(channels.count).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private static func connectClients(info: TestNetwork.Info, group: MultiThreadedEventLoopGroup,
                                       channels: [String], count: Int = clients) async throws -> [LoadConnection] {
        let load = nicks.prefix(count).map { LoadConnection(nick: $0, account: ($0, "\($0)-secret")) }
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            for client in load {
                tasks.addTask {
                    try await client.connect(host: info.host, port: info.plainPort, floodPassword: "floodpass",
                                             channels: channels, group: group)
                }
            }
            try await tasks.waitForAll()
        }
        return load
    }

    /// The bot is ready once it answers a ping in #perf (it may still be joining: ask again).
    private static func waitForBot(_ client: LoadConnection, timeout: Duration) async throws {
        let mine = "\(client.nick): pong"
        client.expect { $0.command == "PRIVMSG" && $0.parameters.last == mine }
        let deadline = ContinuousClock.now + timeout
        while client.answers.isEmpty {
            guard ContinuousClock.now < deadline else { throw LoadFailure("the bot never answered !ping in #perf") }
            try await client.write(["PRIVMSG #perf :!ping"])
            try? await client.waitUntil("the bot's first pong", timeout: .seconds(2)) { !$0.answers.isEmpty }
        }
    }

    /// Runs `body` on the benchmark's network, started for it and stopped after, also when
    /// `body` throws.
    private static func onNetwork(_ body: (TestNetwork.Info) async throws -> Void) async throws {
        let info = try await network.info()
        do {
            try await body(info)
        } catch {
            try? await network.stop()
            throw error
        }
        try await network.stop()
    }

    /// A new empty folder for one bot's configuration and database; the caller removes it.
    private static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
