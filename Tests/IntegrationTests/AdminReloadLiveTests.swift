import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Logging
import Testing
@testable import LiveScripts

/// Issue 37, item 5: `admin reload` in `townhall serve`, the executable an operator runs, on the
/// real IRC network. The operator edits the file while the bot runs — one more admin, a lower rate
/// limit — and an admin's `admin reload` applies both at once; a file broken afterwards is refused
/// with its key and line, and the configuration running before still answers.
@Suite("admin reload in a running townhall serve", .serialized)
struct AdminReloadLiveTests {
    static let network = TestNetwork(
        name: "reload", basePort: 21_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123", "carol": "carolpass123"])

    @Test("an edited file applies admins and the rate limit at once; a broken one keeps the running configuration",
          arguments: DatabaseKind.allCases)
    func reloadEditedFile(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let database = try await RunningBot.newDatabaseLocation(kind)
        try await RunningBot.seedIfNew(database)
        let file = try BotProcessKillTests.writeConfiguration(info: info, database: database, admins: ["alice"])
        let bot = try BotProcess.start(configuration: file,
                                       environment: try await RunningBot.databaseEnvironment(for: database))
        defer { bot.stop() }
        // Speakers of their own rather than scripts: a script's turn sends a sentinel command
        // too, and the lowered limit would count it. Each says at most three commands in all.
        let (alice, bob, carol) = (speaker("alice", on: info), speaker("bob", on: info), speaker("carol", on: info))
        defer { [alice, bob, carol].forEach { $0.stop() } }
        for person in [alice, bob, carol] { try await person.start(timeout: TestNetwork.patience) }
        try await LiveTranscript(botNick: "townhall", speakers: [alice]).handshake(from: alice, timeout: TestNetwork.patience)
        let log = { BotProcess.log(of: file) }

        #expect(try await answer(to: "admin reload", from: bob) == "Only Townhall admins can use admin reload.", "\(log())")

        try BotProcessKillTests.configuration(info: info, database: database, admins: ["alice", "bob"], rateLimit: 3)
            .write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try await answer(to: "admin reload", from: alice)
            == "Read the configuration file again: changed now: admins, commands.rate_limit.", "\(log())")
        #expect(try await answer(to: "admin unignore zed", from: bob) == Self.nobodyIgnored, "\(log())")
        for _ in 1...3 { #expect(try await answer(to: "ping", from: carol) == "pong") }
        // the fourth is refused by notice, which the inbox keeps apart from replies
        await carol.say("ping", in: .direct)
        try await carol.inbox.wait(for: "the rate limit's notice", timeout: TestNetwork.patience) { !$0.notices.isEmpty }
        let tooFast = await carol.inbox.state.notices.first?.text ?? ""
        #expect(tooFast.hasPrefix("You are sending commands too fast; I will ignore you for"), "\(tooFast)")

        try BotProcessKillTests.configuration(info: info, database: database, admins: ["alice"], rateLimit: 3,
                                              extraYAML: "quiz: {rounds: many}")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let broken = try await answer(to: "admin reload", from: alice)
        #expect(broken.hasPrefix("The configuration file was not applied, the running configuration stays: "
            + "configuration key 'quiz.rounds' (line "), "\(broken)")
        // the file no longer names bob, but it was not applied: he is still an admin
        #expect(try await answer(to: "admin unignore zed", from: bob) == Self.nobodyIgnored, "\(log())")
    }

    static let nobodyIgnored = "Nobody is ignored as zed; admin ignored lists who is."

    func speaker(_ name: String, on info: TestNetwork.Info) -> LiveSpeaker {
        LiveSpeaker(nick: name, account: name, password: Self.network.accounts[name],
                    server: .init(host: info.host, port: info.tlsPort, tls: true, caFile: info.caFile, serverName: "localhost"),
                    channels: [], botNick: "townhall", logger: Logger(label: "townhall.live"))
    }

    /// The bot's first line to `speaker` after `text` said in a DM.
    func answer(to text: String, from speaker: LiveSpeaker) async throws -> String {
        let seen = await speaker.inbox.state.lines.count
        await speaker.say(text, in: .direct)
        try await speaker.inbox.wait(for: "an answer to \(text)", timeout: TestNetwork.patience) { $0.lines.count > seen }
        return await speaker.inbox.state.lines[seen].text
    }
}
