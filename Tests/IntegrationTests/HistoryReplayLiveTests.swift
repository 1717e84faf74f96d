import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Storage
import Testing
@testable import TownhallApp

/// A bouncer (soju, ZNC with playback) or a server with chathistory autoreplay sends old lines
/// again when the bot connects. On the real network (InspIRCd + Atheme, which replays nothing
/// itself), a relay in front of the server plays that bouncer: after the bot has joined, it
/// injects old commands — in a chathistory batch, and with old `time` stamps alone — then passes
/// the real traffic. None of them may be answered or change anything; a fresh line is answered.
@Suite("History replays on a real IRC network", .serialized)
struct HistoryReplayLiveTests {
    static let network = TestNetwork(name: "replay", basePort: 14_667,
                                     accounts: ["bot": "botpass123", "alice": "alicepass123"])

    /// What the relay replays once the bot's NAMES of #civics has gone through: each line, run,
    /// would answer alice in the channel or in a DM (none of it "pong", the handshake's answer),
    /// and `zip` would store her ZIP.
    static let replay = [
        "@time=2026-01-05T09:00:00.000Z BATCH +hist1 chathistory #civics",
        "@batch=hist1;time=2026-01-05T09:00:00.000Z;account=alice :alice!alice@localhost PRIVMSG #civics :!ping",
        "@batch=hist1;time=2026-01-05T09:00:01.000Z;account=alice :alice!alice@localhost PRIVMSG townhall :zip 94110",
        "BATCH -hist1",
        // ZNC's playback without a batch: only the stamps tell
        "@time=2026-01-05T09:00:03.000Z;account=alice :alice!alice@localhost PRIVMSG #civics :!zip 94110",
        "@time=2026-01-05T09:00:04.000Z;account=alice :alice!alice@localhost PRIVMSG townhall :help zip",
    ]

    @Test("replayed lines (a chathistory batch, old stamps) get no answer and no effect; a fresh line is answered",
          arguments: DatabaseKind.allCases)
    func replayIsNotRun(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let relay = try await ReplayingRelay.start(
            to: info.host, port: info.plainPort,
            after: { $0.contains(" 366 townhall #civics ") }, replay: Self.replay)
        let people = People(info: info, accounts: Self.network.accounts)
        defer { people.stopAll() }
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        // alice is in the channel before the bot arrives: any answer to the replay would reach her.
        let alice = try await people.start("alice", channels: ["#civics"])
        let bot = try await RunningBot.start(on: info, databasePath: databasePath, plainPort: relay.port)
        do {
            try await alice.waitForBot()  // DMs ping until the bot answers pong
            try await alice.say("!ping", in: "#civics", expecting: "alice: pong")
            // One person's commands run in order: whatever the replay had started is answered by now.
            try await alice.ask("help ping", expecting: "Usage: ping{*}")
            let lines = await alice.speaker.inbox.state.lines
            let inChannel = lines.filter { $0.destination == .channel("#civics") }.map(\.text)
            let direct = lines.filter { $0.destination == .direct(nick: "alice") }.map(\.text)
            #expect(inChannel == ["alice: pong"], "only the fresh !ping is answered in the channel")
            #expect(direct.contains { $0.hasPrefix("Usage: ping") })
            #expect(direct.allSatisfy { $0 == "pong" || $0.hasPrefix("Usage: ping") }, "a replayed DM was answered: \(direct)")
        } catch {
            await bot.stop()
            await relay.stop()
            throw error
        }
        await bot.stop()
        await relay.stop()
        let database = try await DatabaseKind.open(databasePath)
        #expect(try await database.reading { try $0.profile(of: AccountIdentity(network: "test", name: "alice")) }?.zip == nil,
                "a replayed zip was stored")
    }
}
