import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Storage
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// Channel feeds on a real InspIRCd + Atheme network: a new report is posted in the subscribed
/// channel, reports filed while the bot is down are posted after its restart (paced, the rest
/// summed up), and nothing is posted twice.
@Suite("Channel feeds on a real IRC network", .serialized)
struct ChannelFeedDeliveryTests {
    static let network = TestNetwork(
        name: "feeds", basePort: 20_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123", "carol": "carolpass123"])
    static let settings = """
        notifications: {poll_seconds: 0.2}
        incidents: {feed_posts_per_minute: 2}
        """

    @Test("posted once as reports come, after a restart for those filed meanwhile, paced", arguments: DatabaseKind.allCases)
    func feedAcrossRestart(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let people = People(info: info, accounts: Self.network.accounts)
        defer { people.stopAll() }

        var bot = try await RunningBot.start(on: info, channels: ["#mission"], databasePath: databasePath,
                                             extraYAML: Self.settings)
        let alice: Person
        do {
            // alice is a Townhall admin (RunningBot's configuration); bob is neither admin nor operator.
            alice = try await people.start("alice", channels: ["#mission"])
            try await alice.waitForBot()
            let bob = try await people.start("bob", channels: ["#mission"])
            try await bob.say("!feed CA", in: "#mission", expecting: "bob: Only operators of #mission or Townhall admins can use feed: ask one of them to run it.")
            try await alice.say("!feed CA-11", in: "#mission", expecting: "alice: New reports in CA-11 (all kinds) will be posted here{*}")
            let carol = try await people.start("carol")
            try await carol.ask("report line 94110 Forty minutes at the school", expecting: "Reported R1{*}")
            try await alice.waitForLine(in: "#mission", containing: "New report R1 (CA-11 feed)")
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()

        // Filed while the bot is down (as another process would): queued in the same transactions.
        let database = try await DatabaseKind.open(databasePath)
        for index in 2...4 {
            _ = try await database.report(.machine, zip: "94110", text: "Scanner \(index) down", imageURL: nil,
                                          by: AccountIdentity(network: "test", name: "carol"), perHour: 10, at: Date())
        }
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: "test") } == 3)

        bot = try await RunningBot.start(on: info, channels: ["#mission"], databasePath: databasePath, extraYAML: Self.settings)
        do {
            // Two lines a minute: R2, then the rest summed up.
            try await alice.waitForLine(in: "#mission", containing: "and 2 more — !incidents CA-11 new")
            try await alice.ask("ping", expecting: "pong")
            #expect(await alice.lines(in: "#mission", containing: "New report R1 ") == 1, "R1 posted once")
            #expect(await alice.lines(in: "#mission", containing: "New report R2 ") == 1)
            #expect(await alice.lines(in: "#mission", containing: "New report R3 ") == 0)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: "test") } == 0)
    }

    /// A report's text reaches the feed as it was filed, by any path (here straight into the
    /// database, as an import or another version would): its CR/LF, CTCP and colour codes must
    /// reach the channel as spaces, in one line.
    @Test("a report with line breaks and IRC codes is posted as one clean line", arguments: DatabaseKind.allCases)
    func feedLineIsNeutralised(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        try await RunningBot.seedIfNew(databasePath)
        let database = try await DatabaseKind.open(databasePath)
        #expect(try await database.subscribeChannel("#mission", network: "test",
                                                    to: .district(CongressionalDistrict(state: "CA", number: 11)),
                                                    kinds: [], at: Date()))
        _ = try await database.report(.line, zip: "94110", text: "Queue\r\nQUIT :bye \u{3}04red\u{2}bold\u{1}ACTION hi\u{1}",
                                      imageURL: nil, by: AccountIdentity(network: "test", name: "carol"), perHour: 10, at: Date())
        let people = People(info: info, accounts: Self.network.accounts)
        defer { people.stopAll() }
        let alice = try await people.start("alice", channels: ["#mission"])
        let bot = try await RunningBot.start(on: info, channels: ["#mission"], databasePath: databasePath, extraYAML: Self.settings)
        do {
            try await alice.waitForLine(in: "#mission", containing: "(CA-11 feed)")
            try await alice.ask("ping", expecting: "pong")
            let posted = await alice.speaker.inbox.state.lines.filter { $0.destination == .channel("#mission") }.map(\.text)
            #expect(posted.count == 1 && posted.allSatisfy { $0.hasSuffix(": Queue  QUIT :bye  04red bold ACTION hi  — !incident R1") },
                    "\(posted)")
            #expect(!posted.contains { $0.unicodeScalars.contains(where: \.isControlCharacter) })
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
    }
}

extension Person {
    /// Says `text` in `channel` and waits for a line there matching `pattern` (script wildcards).
    func say(_ text: String, in channel: String, expecting pattern: String) async throws {
        let before = await speaker.inbox.state.lines.count
        await speaker.say(text, in: .channel(channel))
        try await speaker.inbox.wait(for: "\(nick): '\(pattern)' in \(channel) after '\(text)'", timeout: TestNetwork.patience) { state in
            state.lines.dropFirst(before).contains { $0.destination == .channel(channel) && WildcardPattern(pattern).matches($0.text) }
        }
    }

    func waitForLine(in channel: String, containing text: String) async throws {
        try await speaker.inbox.wait(for: "\(nick): a line in \(channel) containing '\(text)'", timeout: TestNetwork.patience) { state in
            state.lines.contains { $0.destination == .channel(channel) && $0.text.contains(text) }
        }
    }

    func lines(in channel: String, containing text: String) async -> Int {
        await speaker.inbox.state.lines.filter { $0.destination == .channel(channel) && $0.text.contains(text) }.count
    }
}
