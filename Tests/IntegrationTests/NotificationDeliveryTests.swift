import Chat
import Civic
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Logging
import Storage
import Synchronization
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// The notification outbox on a real InspIRCd + Atheme network: alerts reach people who are
/// online at once, reach the others when they come back (joining a channel, or merely
/// connecting: MONITOR + WHOX), and a restart of the bot neither loses nor repeats one.
@Suite("Notification delivery on a real IRC network", .serialized)
struct NotificationDeliveryTests {
    static let network = TestNetwork(
        name: "alerts", basePort: 24_667,
        accounts: ["bot": "botpass123", "alice": "alicepass123", "bob": "bobpass123", "carol": "carolpass123",
                   "dave": "davepass123", "erin": "erinpass123"])
    static let answerAlert = "The staff of Rep. Nancy Pelosi (D-CA-11) answered Q1"
    static let fastOutbox = "notifications: {poll_seconds: 0.2}"

    @Test("online now, on next join, on reconnect via MONITOR; exactly once across a bot restart",
          arguments: DatabaseKind.allCases)
    func deliveryAcrossRestart(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let people = People(info: info)
        defer { people.stopAll() }

        // First bot: the question, a follower and an upvoter who then leave, the answer.
        var bot = try await RunningBot.start(on: info, databasePath: databasePath, extraYAML: Self.fastOutbox)
        do {
            let alice = try await people.start("alice")
            try await alice.waitForBot()
            try await alice.ask("admin verify bob P000197 staff", expecting: "Verified bob{*}")
            let carol = try await people.start("carol", channels: ["#civics"])
            try await carol.ask("ask Pelosi Will you hold a town hall in the Mission?", expecting: "Asked Q1{*}")
            let dave = try await people.start("dave")
            try await dave.ask("follow Pelosi", expecting: "{*}Pelosi{*}")
            let erin = try await people.start("erin")
            try await erin.ask("up Q1", expecting: "{*}Q1{*}")
            people.stop(dave)
            people.stop(erin)
            let bob = try await people.start("bob")
            try await bob.ask("answer Q1 Yes, on March 3rd at the library.", expecting: "Your answer to Q1 is public{*}")
            // carol is online in the bot's channel: reached at once.
            try await carol.waitForDM(containing: Self.answerAlert)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()

        let database = try await DatabaseKind.open(databasePath)
        let waiting = try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }.map(\.account.name).sorted()
        #expect(waiting == ["dave", "erin"])

        // Second bot on the same database.
        bot = try await RunningBot.start(on: info, databasePath: databasePath, extraYAML: Self.fastOutbox)
        do {
            // erin only connects: no channel, not a word. MONITOR on her last nick finds her.
            let erin = try await people.start("erin")
            try await erin.waitForDM(containing: Self.answerAlert)
            // dave joins the bot's channel.
            let dave = try await people.start("dave", channels: ["#civics"])
            try await dave.waitForDM(containing: Self.answerAlert)
            // carol, online all along, is not told twice: after a round trip, still one alert.
            let carol = try people.person("carol")
            try await carol.ask("ping", expecting: "pong")
            for person in [carol, dave, erin] {
                #expect(await person.dms(containing: Self.answerAlert) == 1, "\(person.nick) got the alert once")
            }
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
        #expect(try await database.reading { try $0.recipientsAwaitingDelivery(network: "test") }.isEmpty)
    }

    @Test("each person gets a burst of alerts at once and the rest later, never dropped", arguments: DatabaseKind.allCases)
    func pacedPerPerson(kind: DatabaseKind) async throws {
        let info = try await Self.network.info()
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let people = People(info: info)
        defer { people.stopAll() }
        let bot = try await RunningBot.start(
            on: info, databasePath: databasePath,
            extraYAML: "notifications: {poll_seconds: 0.2, per_person_burst: 2, per_person_interval_seconds: 3600}")
        do {
            let alice = try await people.start("alice")
            try await alice.waitForBot()
            try await alice.ask("admin verify bob P000197 staff", expecting: "Verified bob{*}")
            let carol = try await people.start("carol", channels: ["#civics"])
            let bob = try await people.start("bob")
            for number in 1...3 {
                try await carol.ask("ask Pelosi Question number \(number)?", expecting: "Asked Q\(number){*}")
                try await bob.ask("answer Q\(number) Answer \(number).", expecting: "Your answer to Q\(number) is public{*}")
            }
            try await carol.waitForDM(containing: "answered Q2")
            // A round trip: had the pacer let the third through, it would have come with the others.
            try await carol.ask("ping", expecting: "pong")
            #expect(await carol.dms(containing: "answered Q") == 2)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
        let database = try await DatabaseKind.open(databasePath)
        let waiting = try await database.reading { try $0.pendingNotifications(for: AccountIdentity(network: "test", name: "carol")) }
        #expect(waiting.map(\.message.text).map { $0.contains("answered Q3") } == [true])
    }
}

/// Real people for the delivery test: SASL-logged-in IRC clients that keep their inbox.
final class People: Sendable {
    let info: TestNetwork.Info
    /// Account → password on the test network.
    let accounts: [String: String]
    private let speakers = Mutex<[String: Person]>([:])

    init(info: TestNetwork.Info, accounts: [String: String] = NotificationDeliveryTests.network.accounts) {
        self.info = info
        self.accounts = accounts
    }

    func start(_ account: String, channels: [String] = []) async throws -> Person {
        let password = try #require(accounts[account])
        let speaker = LiveSpeaker(
            nick: account, account: account, password: password,
            server: .init(host: info.host, port: info.tlsPort, tls: true, caFile: info.caFile, serverName: "localhost"),
            channels: channels, botNick: "townhall", logger: Logger(label: "person-\(account)"))
        try await speaker.start(timeout: TestNetwork.patience)
        let person = Person(speaker: speaker)
        speakers.withLock { $0[account] = person }
        return person
    }

    func person(_ account: String) throws -> Person {
        try #require(speakers.withLock { $0[account] })
    }

    func stop(_ person: Person) {
        person.speaker.stop()
        speakers.withLock { $0[person.nick] = nil }
    }

    func stopAll() {
        speakers.withLock { all in
            all.values.forEach { $0.speaker.stop() }
            all.removeAll()
        }
    }
}

struct Person: Sendable {
    let speaker: LiveSpeaker
    var nick: String { speaker.nick }

    /// Waits until the bot answers `ping` (it may still be connecting), as a live script does.
    func waitForBot() async throws {
        try await LiveTranscript(botNick: "townhall", speakers: [speaker]).handshake(from: speaker, timeout: TestNetwork.patience)
    }

    /// Says `text` to the bot in a DM and waits for a DM reply matching `pattern` (script wildcards).
    func ask(_ text: String, expecting pattern: String, timeout: Duration = TestNetwork.patience) async throws {
        let before = await speaker.inbox.state.lines.count
        await speaker.say(text, in: .direct)
        try await speaker.inbox.wait(for: "\(nick): a reply like '\(pattern)' to '\(text)'", timeout: timeout) { state in
            state.lines.dropFirst(before).contains { WildcardPattern(pattern).matches($0.text) }
        }
    }

    func waitForDM(containing text: String) async throws {
        try await speaker.inbox.wait(for: "\(nick): a DM containing '\(text)'", timeout: TestNetwork.patience) { state in
            state.lines.contains { $0.destination == .direct(nick: nick) && $0.text.contains(text) }
        }
    }

    func dms(containing text: String) async -> Int {
        await speaker.inbox.state.lines.filter { $0.destination == .direct(nick: nick) && $0.text.contains(text) }.count
    }
}
