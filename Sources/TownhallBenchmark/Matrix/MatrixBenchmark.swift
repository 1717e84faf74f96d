import AsyncHTTPClient
import Foundation
import MatrixTestServer

/// `TownhallBenchmark matrix`: the real bot (`townhall serve`, its own process) on a real
/// Synapse, with `users` people each sending `pingsPerUser` `ping`s in their DM with it as fast
/// as Synapse accepts them, all at once: replies per second, ping → pong latency, the bot's CPU
/// per command beside Synapse's own (both process CPU time, not wall time: the machine may be
/// shared) and the bot's memory. Then the same load (as many connections, as many `!ping`s)
/// through InspIRCd, so the two transports are read side by side.
///
/// `matrix BINARY...`: the DM burst alone, `roundCount` times for each bot binary in turn (an
/// old build kept aside beside the new one), alternated on one Synapse so that both meet the
/// same load of the machine. `matrix rooms [BINARY...]`: the bot in 1,000 rooms
/// (`MatrixRoomsBenchmark`). `matrix encrypted [BINARY]`: encrypted DMs beside plain ones
/// (`MatrixEncryptedBenchmark`); `matrix megolm`: memory per 1,000 Megolm sessions
/// (`MegolmMemoryBenchmark`).
enum MatrixBenchmark {
    static let users = 10
    static let pingsPerUser = 100
    static let locals = (1...users).map { String(format: "load%02d", $0) }
    static let bot = "@bot:localhost"
    /// Its own name and port: the test suites' Synapse (8458) may be running beside it.
    static let server = MatrixTestServer(
        name: "bench", port: 8470,
        users: Dictionary(uniqueKeysWithValues: [("bot", "botpass123")] + locals.map { ($0, "\($0)-secret") }),
        unlimited: ["bot"] + locals)

    static let roundCount = 3
    /// Pings per user in a round of `matrix BINARY...`: Synapse answers about 5 a second, and
    /// six rounds of the full burst would take 20 minutes.
    static let pingsPerUserInRounds = 30

    static func run() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst(2))
        switch arguments.first {
        case "rooms": return try await MatrixRoomsBenchmark.run(bots: Array(arguments.dropFirst()))
        case "encrypted": return try await MatrixEncryptedBenchmark.run(binary: arguments.dropFirst().first)
        case "megolm": return try await MegolmMemoryBenchmark.run()
        default: break
        }
        let info = try await server.info()
        do {
            if arguments.isEmpty {
                try await measure(on: info)
            } else {
                for round in 1...roundCount {
                    for binary in arguments {
                        print("round \(round), \(binary):")
                        try await measure(on: info, binary: binary, pingsPerUser: pingsPerUserInRounds)
                    }
                }
            }
        } catch {
            try? await server.stop()
            throw error
        }
        try await server.stop()
        guard arguments.isEmpty else { return }
        print("through InspIRCd, the same load:")
        try await LiveBenchmark.pingComparison(clients: users, perClient: pingsPerUser)
    }

    /// Synapse's process id, from the pid file its start script writes.
    static func synapsePID(_ info: MatrixTestServer.Info) throws -> Int32 {
        let file = info.directory + "/run/synapse.pid"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8),
              let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw LoadFailure("no Synapse pid in \(file)")
        }
        return pid
    }

    private static func measure(on info: MatrixTestServer.Info, binary: String? = nil, pingsPerUser: Int = Self.pingsPerUser) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("townhall-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bot = try BotProcess(configuration: try writeConfiguration(in: folder, homeserver: info.homeserver),
                                 environment: ["BENCH_MATRIX_PASSWORD": "botpass123"], binary: binary)
        defer { bot.stop() }
        let http = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup,
                              configuration: .init(connectionPool: .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)))
        do {
            try await drive(bot: bot, http: http, homeserver: info.homeserver, synapse: try synapsePID(info), pingsPerUser: pingsPerUser)
        } catch {
            print("bot log (last lines):\n" + bot.log.split(separator: "\n").suffix(30).joined(separator: "\n"))
            try? await http.shutdown()
            throw error
        }
        try await http.shutdown()
    }

    private static func drive(bot: BotProcess, http: HTTPClient, homeserver: String, synapse: Int32, pingsPerUser: Int) async throws {
        let load = locals.map { MatrixLoadUser(local: $0, homeserver: homeserver, client: http) }
        // every user logs in and opens its DM; the bot's first sync can take a while after start
        let rooms = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, user) in load.enumerated() {
                group.addTask {
                    try await user.login(password: "\(user.local)-secret")
                    return (index, try await user.directRoom(with: Self.bot, timeout: .seconds(120)))
                }
            }
            return try await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
        }
        print("bot pid \(bot.pid), \(users) Matrix users in DMs with it, RSS \(format(bot.residentMiB())) MiB")

        let cpuBefore = bot.cpuSeconds()
        let synapseBefore = BotProcess.cpuSeconds(of: synapse)
        let start = ContinuousClock.now
        let sentTimes = try await withThrowingTaskGroup(of: (Int, [UInt64]).self) { group in
            for (index, user) in load.enumerated() {
                let room = rooms[index]!
                group.addTask {
                    // the user's client reads replies while it is still sending
                    async let replies: Void = user.waitForReplies(pingsPerUser, in: room, from: Self.bot, timeout: .seconds(300))
                    var sent: [UInt64] = []
                    for _ in 1...pingsPerUser {
                        sent.append(DispatchTime.now().uptimeNanoseconds)
                        try await user.say("ping", in: room)
                    }
                    try await replies
                    return (index, sent)
                }
            }
            return try await group.reduce(into: [Int: [UInt64]]()) { $0[$1.0] = $1.1 }
        }
        let elapsed = ContinuousClock.now - start
        let cpu = bot.cpuSeconds() - cpuBefore
        let synapseCPU = BotProcess.cpuSeconds(of: synapse) - synapseBefore
        var sample = LatencySample()
        for (index, user) in load.enumerated() {
            let replies = user.replyTimes.prefix(pingsPerUser)
            if let odd = replies.first(where: { $0.body != "pong" }) {
                throw LoadFailure("\(user.local) got '\(odd.body)' where a pong was due")
            }
            // a DM's replies come in the order of its pings: the n-th pong answers the n-th ping
            for (sent, reply) in zip(sentTimes[index]!, replies) {
                sample.record(.nanoseconds(Int64(reply.at) - Int64(sent)))
            }
        }
        let total = users * pingsPerUser
        print("ping by DM over Matrix: \(total) commands from \(users) users in \(Figures.seconds(elapsed)) — "
            + "\(Figures.perSecond(total, in: elapsed)) answered; bot CPU \(String(format: "%.1f", cpu / Double(total) * 1e6)) µs "
            + "per command (Synapse \(String(format: "%.0f", synapseCPU / Double(total) * 1e6)) µs); ping-to-pong \(sample.summary); "
            + "RSS \(format(bot.residentMiB())) MiB")
    }

    /// The bot's configuration on `homeserver`; with `pickleKeyVariable` (the environment variable
    /// holding its pickle key), end-to-end encryption on.
    static func writeConfiguration(in folder: URL, homeserver: String, pickleKeyVariable: String? = nil) throws -> URL {
        let encryption = pickleKeyVariable.map { "\n    pickle_key_env: \($0)" } ?? ""
        let yaml = """
            database: \(folder.appendingPathComponent("townhall.sqlite").path)
            networks:
              - name: matrix
                kind: matrix
                homeserver: \(homeserver)
                user_id: "\(bot)"
                password_env: BENCH_MATRIX_PASSWORD\(encryption)
                device_id: TOWNHALLBENCH
                sync_timeout_seconds: 5
                retry: {min_seconds: 0.2, max_seconds: 1}
            commands:
              rate_limit: {commands: 1000, per_seconds: 1}
            """
        let url = folder.appendingPathComponent("townhall-matrix.yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
