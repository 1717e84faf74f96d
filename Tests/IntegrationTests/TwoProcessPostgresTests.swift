import Chat
import Civic
import Foundation
import IRCTestNetwork
import Import
import Logging
import Storage
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// Issue 17, item 3, end to end: two `townhall serve` processes (the built executable), each on
/// its own real InspIRCd + Atheme network, share one real PostgreSQL database. Both start at once
/// on a new database (both migrate it), then serve people of both networks: upvote budgets hold
/// and counts are exact under concurrent writes from both processes, an alert reaches each
/// recipient once, from the process of the recipient's own network, and a report is posted once
/// in each network's feed channel. And two processes on one network (two nicks) share each
/// account's daily upvote budget.
@Suite("Two townhall serve processes on two IRC networks, one PostgreSQL database", .serialized)
struct TwoProcessPostgresTests {
    static let budget = QuestionRules().dailyUpvotes
    /// Twice the usual patience: fifty SASL logins at once are the slowest step of any test.
    static let timeout: Duration = TestNetwork.patience * 2
    static let answerAlert = "The staff of Rep. Nancy Pelosi (D-CA-11) answered Q1"

    @Test("25 + 25 accounts upvote through both processes at once: 3 each committed, every acknowledgement committed, counts exact")
    func upvotesAcrossProcesses() async throws {
        try await SharedDatabaseDeployment.run(label: "twoprocup") { deployment in
            try await Self.serving(deployment) { database, askers in
                try await upvoteStorm(deployment, database: database, askers: askers)
            }
        }
    }

    @Test("an answer alerts followers, asker and nobody else on both networks: one DM each, from their own network's bot")
    func alertsDeliveredOnceByTheirNetwork() async throws {
        try await SharedDatabaseDeployment.run(label: "twoprocalert") { deployment in
            try await Self.serving(deployment) { _, _ in
                try await answerAlerts(deployment)
            } afterStop: { database in
                for network in deployment.networkNames {
                    let waiting = try await database.reading { try $0.recipientsAwaitingDelivery(network: network) }
                    #expect(waiting.isEmpty, "\(network): alerts still waiting for \(waiting.map(\.account))")
                }
            }
        }
    }

    @Test("a report is posted once in the feed channel of each network, by that network's process")
    func feedsPostedOncePerNetwork() async throws {
        try await SharedDatabaseDeployment.run(label: "twoprocfeed") { deployment in
            try await Self.serving(deployment) { _, _ in
                try await feedPosts(deployment)
            } afterStop: { database in
                for network in deployment.networkNames {
                    let waiting = try await database.reading { try $0.pendingFeedCount(in: "#mission", network: network) }
                    #expect(waiting == 0, "\(network): \(waiting) feed items still queued")
                }
            }
        }
    }

    @Test("one account's upvotes through two processes on its network at once: still 3, every acknowledgement committed")
    func budgetAcrossProcessesOfOneNetwork() async throws {
        let bots = [SharedDatabaseDeployment.Bot(name: "north-a", network: "north", nick: "townhall"),
                    SharedDatabaseDeployment.Bot(name: "north-b", network: "north", nick: "townhall2")]
        try await SharedDatabaseDeployment.run(label: "twoprocbudget") { deployment in
            try await Self.serving(deployment, bots: bots) { database, askers in
                try await budgetRace(deployment, bots: bots, database: database, asker: try #require(askers["north-a"]))
            }
        }
    }

    // MARK: - Alerts

    private func answerAlerts(_ deployment: SharedDatabaseDeployment) async throws {
        var people: [String: Person] = [:]
        defer { people.values.forEach { $0.speaker.stop() } }
        func start(_ name: String, on network: String) async throws -> Person {
            let speaker = try Self.speaker(name, on: network, of: deployment, channels: ["#civics"])
            try await speaker.start(timeout: Self.timeout)
            let person = Person(speaker: speaker)
            people["\(name)@\(network)"] = person
            return person
        }
        // alice, an admin of north's bot, verifies bob (north) as Pelosi's staff.
        let alice = try await start("alice", on: "north")
        try await alice.ask("admin verify bob P000197 staff", expecting: "Verified bob{*}")
        let bob = try await start("bob", on: "north")
        // carol asks on south; carol of north is someone else, online and not asking.
        let carol = try await start("carol", on: "south")
        try await carol.ask("ask Pelosi Will you hold a town hall in the Mission?", expecting: "Asked Q1{*}")
        _ = try await start("carol", on: "north")
        // Followers on both networks, and people of the same names who do not follow.
        let following: Set = ["dave@north", "erin@north", "erin@south", "frank@south"]
        for network in deployment.networkNames {
            for name in ["dave", "erin", "frank"] {
                let person = try await start(name, on: network)
                if following.contains("\(name)@\(network)") {
                    try await person.ask("follow Pelosi", expecting: "{*}Pelosi{*}")
                } else {
                    try await person.ask("ping", expecting: "pong")
                }
            }
        }

        try await bob.ask("answer Q1 Yes, on March 3rd at the library.", expecting: "Your answer to Q1 is public{*}")
        let recipients = following.union(["carol@south"])
        for key in recipients.sorted() {
            let recipient = try #require(people[key])
            try await recipient.waitForDM(containing: Self.answerAlert)
        }
        // A round trip with each bot after the alerts (their couriers poll every 0.2 s), then
        // count: one copy for each recipient, none for anyone else of either network.
        for person in people.values { try await person.ask("ping", expecting: "pong") }
        for (key, person) in people.sorted(by: { $0.key < $1.key }) {
            #expect(await person.dms(containing: Self.answerAlert) == (recipients.contains(key) ? 1 : 0), "\(key)")
        }
    }

    // MARK: - Feeds

    private func feedPosts(_ deployment: SharedDatabaseDeployment) async throws {
        var watchers: [String: Person] = [:]
        defer { watchers.values.forEach { $0.speaker.stop() } }
        // alice, an admin of each bot, subscribes #mission of her network to CA-11.
        for network in deployment.networkNames {
            let speaker = try Self.speaker("alice", on: network, of: deployment, channels: ["#mission"])
            try await speaker.start(timeout: Self.timeout)
            let alice = Person(speaker: speaker)
            watchers[network] = alice
            try await alice.say("!feed CA-11", in: "#mission", expecting: "alice: New reports in CA-11 (all kinds) will be posted here{*}")
        }
        // One report through each process.
        for (network, name, report, reference) in [("south", "carol", "report line 94110 Forty minutes at the school", "R1"),
                                                   ("north", "dave", "report machine 94110 Scanner down at the library", "R2")] {
            let speaker = try Self.speaker(name, on: network, of: deployment)
            defer { speaker.stop() }
            try await speaker.start(timeout: Self.timeout)
            try await Person(speaker: speaker).ask(report, expecting: "Reported \(reference){*}")
        }
        for (network, alice) in watchers.sorted(by: { $0.key < $1.key }) {
            for reference in ["R1", "R2"] { try await alice.waitForLine(in: "#mission", containing: "New report \(reference) (CA-11 feed)") }
            // A round trip with the bot, then count.
            try await alice.ask("ping", expecting: "pong")
            for reference in ["R1", "R2"] {
                #expect(await alice.lines(in: "#mission", containing: "New report \(reference) ") == 1, "\(reference) in #mission on \(network)")
            }
        }
    }

    // MARK: - Support

    /// Starts both processes at once on the new database, waits until each answers `asker` on
    /// its network, seeds the demo members and ZIPs through the test's own connection, and runs
    /// `body` with the database and the askers (network → speaker); then stops the processes
    /// (SIGTERM: each finishes marking what it sent) and runs `afterStop`, for what must be
    /// settled once both are gone. Stops the processes and closes the database whatever happened.
    private static func serving(_ deployment: SharedDatabaseDeployment,
                                bots: [SharedDatabaseDeployment.Bot] = SharedDatabaseDeployment.onePerNetwork,
                                _ body: (TownhallDatabase, [String: LiveSpeaker]) async throws -> Void,
                                afterStop: (TownhallDatabase) async throws -> Void = { _ in }) async throws {
        let processes = try deployment.startProcesses(bots)
        defer { processes.values.forEach { $0.stop() } }
        var askers: [String: LiveSpeaker] = [:]
        defer { askers.values.forEach { $0.stop() } }
        for bot in bots {
            // the asker's nick names the bot it talks to, where two bots share a network
            let greeter = try speaker("asker", nick: bot.name == bot.network ? "asker" : "asker-\(bot.name)",
                                      on: bot.network, botNick: bot.nick, of: deployment)
            askers[bot.name] = greeter
            try await greeter.start(timeout: timeout)
            do {
                try await LiveTranscript(botNick: bot.nick, speakers: [greeter]).handshake(from: greeter, timeout: timeout)
            } catch {
                let running = processes[bot.name]?.process.isRunning ?? false
                Issue.record("\(bot.name) never answered (running: \(running)); its log:\n\(deployment.log(of: bot.name))")
                throw error
            }
        }
        let database = try await deployment.openDatabase()
        do {
            // Both processes migrated the same new database at once; it holds every migration
            // once, in order (a new SQLite file lists them all).
            #expect(try await database.appliedMigrationNames() == TownhallDatabase.temporary().appliedMigrationNames())
            try await DemoData.seed(into: database)
            try await body(database, askers)
            for (network, process) in processes.sorted(by: { $0.key < $1.key }) {
                #expect(process.process.isRunning, "the \(network) process died: \(deployment.log(of: network))")
                process.stop()
            }
            try await afterStop(database)
        } catch {
            try? await database.close()
            throw error
        }
        try await database.close()
    }

    /// Account `name` logged in with SASL on `network` (as `nick`, by default `name`), hearing `botNick`.
    static func speaker(_ name: String, nick: String? = nil, on network: String, botNick: String = "townhall",
                                of deployment: SharedDatabaseDeployment, channels: [String] = []) throws -> LiveSpeaker {
        let info = try deployment.info(network)
        var logger = Logger(label: "townhall.\(network).\(nick ?? name)")
        logger.logLevel = .critical
        return LiveSpeaker(
            nick: nick ?? name, account: name, password: SharedDatabaseDeployment.accounts[name],
            server: .init(host: info.host, port: info.tlsPort, tls: true, caFile: info.caFile, serverName: "localhost"),
            channels: channels, botNick: botNick, logger: logger)
    }

    /// The first `count` lines the bot sent `speaker` in a DM.
    static func directLines(_ count: Int, to speaker: LiveSpeaker) async throws -> [String] {
        let mine = ChatReply.Destination.direct(nick: speaker.nick)
        try await speaker.inbox.wait(for: "\(count) replies to \(speaker.nick)", timeout: timeout) { state in
            state.lines.filter { $0.destination == mine }.count >= count
        }
        return await speaker.inbox.state.lines.filter { $0.destination == mine }.prefix(count).map(\.text)
    }
}
