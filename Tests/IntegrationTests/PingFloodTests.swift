import DatabaseTestSupport
import Foundation
import IRCClient
import IRCTestNetwork
import Logging
import Synchronization
import Testing

/// Issue 16, item 1, on a real InspIRCd: 20 clients each pipeline 250 `!ping` into one channel
/// with the bot on `flood: off` (on the network's flood-exempt class). Before, 157 of the 5,000
/// were answered and the rest dropped by the output queue; every one must be answered now.
@Suite("Pipelined pings into one channel on a real IRC network", .serialized)
struct PingFloodTests {
    static let network = TestNetwork(name: "pings", basePort: 4_667, accounts: ["bot": "botpass123"])
    static let clients = 20
    static let pingsEach = 250
    static let timeout: Duration = .seconds(180)

    @Test("20 clients × 250 pipelined !ping in #perf: all 5,000 answered", arguments: DatabaseKind.allCases)
    func allAnswered(kind: DatabaseKind) async throws {
        do {
            try await run(on: Self.network.info(), kind: kind)
        } catch {
            try? await Self.network.stop()
            throw error
        }
        try await Self.network.stop()
    }

    private func run(on info: TestNetwork.Info, kind: DatabaseKind) async throws {
        let bot = try await RunningBot.start(on: info, channels: ["#perf"], database: kind, floodExempt: true, floodYAML: "off",
                                             rateLimitYAML: "{commands: 1000, per_seconds: 1}")
        do {
            try await flood(on: info)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
    }

    private func flood(on info: TestNetwork.Info) async throws {
        let tally = PongTally(nicks: (1...Self.clients).map { String(format: "load%02d", $0) })
        let clients = tally.nicks.map { Self.loadClient($0, on: info) }
        var tasks: [Task<Void, Never>] = []
        defer { tasks.forEach { $0.cancel() } }
        for client in clients {
            tasks.append(Task { _ = try? await client.run() })
            tasks.append(Task { await tally.pump(client) })
        }
        try await tally.wait(timeout: Self.timeout, for: "every client in #perf with the bot") { $0.joinedWithBot == Self.clients }
        let start = ContinuousClock.now
        await withDiscardingTaskGroup { group in
            for client in clients {
                group.addTask {
                    for _ in 1...Self.pingsEach {
                        await client.sendMessage("!ping", to: "#perf", fairnessKey: "load")
                    }
                }
            }
        }
        try await tally.wait(timeout: Self.timeout, for: "\(Self.clients * Self.pingsEach) pongs") {
            $0.pongs.values.allSatisfy { $0 >= Self.pingsEach }
        }
        let elapsed = ContinuousClock.now - start
        let state = tally.state.withLock { $0 }
        #expect(state.pongs.values.reduce(0, +) == Self.clients * Self.pingsEach)
        #expect(state.pongs.values.allSatisfy { $0 == Self.pingsEach })
        print("ping flood: \(Self.clients * Self.pingsEach) pongs in \(elapsed)")
    }

    static func loadClient(_ nick: String, on info: TestNetwork.Info) -> IRCClient {
        var configuration = IRCClientConfiguration(host: info.host, port: info.botTLSPort, tls: true, nick: nick)
        configuration.caFile = info.caFile
        configuration.serverName = "localhost"
        configuration.setBotMode = false
        configuration.ignoreBots = false
        configuration.channels = [.init("#perf")]
        configuration.flood = .init(paced: false)
        var logger = Logger(label: "townhall.load")
        logger.logLevel = .warning
        return IRCClient(configuration: configuration, logger: logger)
    }
}

/// What the load clients heard: who sits in #perf with the bot, and the pongs each was answered.
final class PongTally: Sendable {
    struct State: Sendable {
        var joinedWithBot = 0
        var pongs: [String: Int] = [:]
    }
    let nicks: [String]
    let state: Mutex<State>
    private let changes: AsyncStream<Void>
    private let changed: AsyncStream<Void>.Continuation

    init(nicks: [String]) {
        self.nicks = nicks
        state = Mutex(State(pongs: Dictionary(uniqueKeysWithValues: nicks.map { ($0, 0) })))
        (changes, changed) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    func pump(_ client: IRCClient) async {
        let nick = client.configuration.nick
        var sawBot = false
        for await event in client.events {
            guard case .privmsg(let message) = event else {
                if !sawBot, client.members(of: "#perf").contains(where: { $0.lowercased() == "townhall" }) {
                    sawBot = true
                    state.withLock { $0.joinedWithBot += 1 }
                    changed.yield()
                }
                continue
            }
            if message.nick == "townhall", message.target == "#perf", message.text.hasPrefix("\(nick): pong") {
                state.withLock { $0.pongs[nick, default: 0] += 1 }
                changed.yield()
            }
        }
    }

    /// Returns once `done` holds, or throws after `timeout` saying what was awaited and how far it got.
    func wait(timeout: Duration, for what: String, until done: @escaping @Sendable (State) -> Bool) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { [self] in
                if done(state.withLock { $0 }) { return }
                for await _ in changes where done(state.withLock { $0 }) { return }
            }
            group.addTask { [self] in
                try await Task.sleep(for: timeout)
                let now = state.withLock { $0 }
                throw TallyTimeout(description: "timed out waiting for \(what): \(now.joinedWithBot) joined, "
                                   + "\(now.pongs.values.reduce(0, +)) pongs")
            }
            try await group.next()
            group.cancelAll()
        }
    }

    struct TallyTimeout: Error, CustomStringConvertible {
        var description: String
    }
}
