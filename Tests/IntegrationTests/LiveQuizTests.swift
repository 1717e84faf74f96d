import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Logging
import Storage
import Testing
@testable import LiveScripts
@testable import Science
@testable import TownhallApp

/// Issue 14, item 5: quizzes in two channels at once on a real InspIRCd + Atheme network,
/// played through the real bot (`BotService`), ten logged-in players answering every round at
/// the same moment. Exactly one winner per round, and the stored points are exactly the ones
/// announced.
@Suite("Two quizzes at once on a real IRC network", .serialized)
struct LiveQuizTests {
    static let players = (1...10).map { String(format: "player%02d", $0) }
    static let network = TestNetwork(
        name: "quiz", basePort: 18_667,
        accounts: Dictionary(uniqueKeysWithValues: [("bot", "botpass123")] + players.map { ($0, "\($0)-secret") }))
    static let channels = ["#rocks", "#gems"]
    static let rounds = 3
    static let timeout: Duration = TestNetwork.patience * 2

    @Test("ten players answer each round at once in two channels: one winner per round, points stored exactly",
          arguments: DatabaseKind.allCases)
    func twoQuizzes(kind: DatabaseKind) async throws {
        do {
            try await play(on: Self.network.info(), kind: kind)
        } catch {
            try? await Self.network.stop()
            throw error
        }
        try await Self.network.stop()
    }

    private func play(on info: TestNetwork.Info, kind: DatabaseKind) async throws {
        let bot = try await RunningBot.start(on: info, channels: Self.channels, database: kind, floodExempt: true)
        do {
            try await play(with: bot, on: info)
            await bot.stop()
        } catch {
            await bot.stop()
            throw error
        }
    }

    private func play(with bot: RunningBot, on info: TestNetwork.Info) async throws {
        let players = Self.players.map { speaker($0, on: info) }
        defer { players.forEach { $0.stop() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for player in players { group.addTask { try await player.start(timeout: Self.timeout) } }
            try await group.waitForAll()
        }
        let watcher = players[0]
        // the bot is in both channels once it answers there
        for channel in Self.channels {
            try await pingAnswered(in: channel, by: watcher)
        }
        for (index, channel) in Self.channels.enumerated() {
            await players[index].say("!quiz start rounds \(Self.rounds)", in: .channel(channel))
        }
        // every round in both channels at once: read the clue, then all ten say the name together
        try await withThrowingTaskGroup(of: Void.self) { group in
            for channel in Self.channels {
                group.addTask {
                    for round in 1...Self.rounds {
                        let name = try await self.mineral(asked: round, in: channel, watcher: watcher)
                        await withTaskGroup(of: Void.self) { answers in
                            for player in players {
                                answers.addTask { await player.say(name.lowercased(), in: .channel(channel)) }
                            }
                        }
                    }
                    try await self.lines(in: channel, of: watcher, until: "Quiz over:")
                }
            }
            try await group.waitForAll()
        }
        try await verify(watcher: watcher, database: DatabaseKind.open(bot.configuration.database))
    }

    private func verify(watcher: LiveSpeaker, database: TownhallDatabase) async throws {
        for channel in Self.channels {
            let said = await watcher.inbox.state.lines.filter { $0.destination == .channel(channel) }.map(\.text)
            let wins = said.filter { $0.contains(" found it in ") }
            // rounds are answered at once, so each has a winner and none has two
            #expect(wins.count == Self.rounds, "\(channel): \(said)")
            #expect(!said.contains { $0.hasPrefix("Nobody found it") }, "\(channel): \(said)")
            var announced: [String: Int] = [:]
            for line in wins {
                let winner = String(line.prefix { $0 != " " })
                let points = Int(line.split(separator: "(+").last?.prefix { $0.isNumber } ?? "") ?? -1
                #expect(Self.players.contains(winner) && (1...10).contains(points), "\(line)")
                announced[winner, default: 0] += points
            }
            let stored = try await database.reading {
                try $0.quizLeaderboard(network: "test", channel: channel, since: nil, limit: 20)
            }
            #expect(Dictionary(uniqueKeysWithValues: stored.map { ($0.name, $0.points) }) == announced, "\(channel)")
            #expect(stored.map(\.wins).reduce(0, +) == Self.rounds, "\(channel)")
        }
        #expect(try await database.reading { try $0.openQuizRunCount() } == 0)
    }

    /// Waits for "Round N/…" in `channel` and finds the mineral its description belongs to.
    private func mineral(asked round: Int, in channel: String, watcher: LiveSpeaker) async throws -> String {
        let prefix = "Round \(round)/\(Self.rounds): "
        try await lines(in: channel, of: watcher, until: prefix)
        let line = await watcher.inbox.state.lines.first { $0.destination == .channel(channel) && $0.text.hasPrefix(prefix) }
        let clue = String(try #require(line).text.dropFirst(prefix.count))
        let mineral = MineralTable.shipped.minerals.first { QuizClue.description(of: $0) == clue }
        return try #require(mineral, "no mineral is described as \(clue)").name
    }

    private func lines(in channel: String, of speaker: LiveSpeaker, until prefix: String) async throws {
        try await speaker.inbox.wait(for: "\"\(prefix)\" in \(channel)", timeout: Self.timeout) { state in
            state.lines.contains { $0.destination == .channel(channel) && $0.text.hasPrefix(prefix) }
        }
    }

    /// Says `!ping` in `channel` until the bot answers there. The bot is started beside the
    /// players, not waited for: under load its JOIN can come after their own, and a ping said
    /// before it is never seen by the bot (one CI run waited out the whole timeout for it).
    private func pingAnswered(in channel: String, by speaker: LiveSpeaker) async throws {
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            await speaker.say("!ping", in: .channel(channel))
            do {
                try await speaker.inbox.wait(for: "a pong in \(channel)", timeout: .seconds(5)) { state in
                    state.lines.contains { $0.destination == .channel(channel) }
                }
                return
            } catch is LiveInbox.Timeout where ContinuousClock.now < deadline {
                continue
            }
        }
    }

    private func speaker(_ name: String, on info: TestNetwork.Info) -> LiveSpeaker {
        var logger = Logger(label: "townhall.quiz")
        logger.logLevel = .warning
        return LiveSpeaker(
            nick: name, account: name, password: Self.network.accounts[name],
            server: .init(host: info.host, port: info.tlsPort, tls: true, caFile: info.caFile, serverName: "localhost"),
            channels: Self.channels, botNick: "townhall", logger: logger)
    }
}
