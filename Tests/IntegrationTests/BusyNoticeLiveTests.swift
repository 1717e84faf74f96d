import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Logging
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// Issue 16, item 1, through the real output path: the bot's `busy` notice leaves through the
/// IRC client's queue and reaches the person on a real InspIRCd, once, and every command that
/// waited is then answered. In `LiveBotTests` (serialized), whose network it shares.
extension LiveBotTests {
    @Test("commands backed up behind paced replies: told busy once, by notice, then every one answered",
          arguments: DatabaseKind.allCases)
    func busyNoticeReachesThePerson(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        // One line every 3 s: the commands wait behind the replies to the first ones even when
        // they reach the bot at one a second — InspIRCd's fakelag on carol's class (threshold 10,
        // commandrate 1000) spreads them so once her login used up the threshold. At 300 ms and
        // then 1 s a line CI saw none wait (no notice); at 3 s, 3 wait by the 7th second of
        // arrivals at 1/s and 4 by the last: the notice comes however they arrive.
        let bot = try await RunningBot.start(on: info, database: kind, floodYAML: "{burst: 1, interval_ms: 3000}")
        do {
            try await burstOfPings(on: info)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
    }

    private func burstOfPings(on info: TestNetwork.Info) async throws {
        var logger = Logger(label: "townhall.busy")
        logger.logLevel = .critical
        let carol = LiveSpeaker(
            nick: "carol", account: "carol", password: Self.network.accounts["carol"],
            server: .init(host: info.host, port: info.tlsPort, tls: true, caFile: info.caFile, serverName: "localhost"),
            channels: [], botNick: "townhall", logger: logger)
        defer { carol.stop() }
        try await carol.start(timeout: TestNetwork.patience)
        try await LiveTranscript(botNick: "townhall", speakers: [carol]).handshake(from: carol, timeout: TestNetwork.patience)
        let before = await carol.inbox.state

        let pings = 8  // within the speaker's own burst: they reach the bot together
        for _ in 1...pings { await carol.say("ping", in: .direct) }
        let mine = ChatReply.Destination.direct(nick: "carol")
        try await carol.inbox.wait(for: "\(pings) pongs and a notice", timeout: TestNetwork.patience) { state in
            state.notices.count > before.notices.count
                && state.lines.dropFirst(before.lines.count).filter { $0 == ChatReply(destination: mine, text: "pong") }.count == pings
        }
        let after = await carol.inbox.state
        #expect(Array(after.notices.dropFirst(before.notices.count))
            == [ChatReply(destination: mine, text: "busy — I'll answer in a moment", isNotice: true)])
        #expect(after.lines.count - before.lines.count == pings, "only the pongs: \(after.lines.dropFirst(before.lines.count))")
    }
}
