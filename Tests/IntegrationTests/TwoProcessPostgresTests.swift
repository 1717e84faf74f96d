import Chat
import Civic
import Foundation
import IRCTestNetwork
import Import
import Logging
import Storage
import Testing
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
    static let answerAlert = "Rep. Nancy Pelosi (D-CA-11) answered Q1"

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

    // MARK: - Upvotes

    private func upvoteStorm(_ deployment: SharedDatabaseDeployment, database: TownhallDatabase,
                             askers: [String: LiveSpeaker]) async throws {
        // Questions asked through both processes: 3 on north, 2 on south.
        var questions: [Int64] = []
        for (network, count) in [("north", 3), ("south", 2)] {
            let asker = try #require(askers[network])
            for number in 1...count {
                questions.append(try await VoterAccounts.ask("Question \(number) from \(network): will you hold a town hall?",
                                                             as: asker, timeout: Self.timeout))
            }
        }

        // voter01…voter25 on each network: 50 people, 25 names.
        let voters = try deployment.networkNames.flatMap { network in
            try SharedDatabaseDeployment.voters.map { (network: network, speaker: try Self.speaker($0, on: network, of: deployment)) }
        }
        defer { voters.forEach { $0.speaker.stop() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for voter in voters { group.addTask { try await voter.speaker.start(timeout: Self.timeout) } }
            try await group.waitForAll()
        }
        // Everyone online: each voter upvotes all the questions at once, starting at a different
        // one, so every question gets upvotes from both processes at the same moment.
        let orders = voters.indices.map { index in (0..<questions.count).map { questions[(index + $0) % questions.count] } }
        let replies = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for (index, voter) in voters.enumerated() {
                let order = orders[index]
                group.addTask {
                    for id in order { await voter.speaker.say("up Q\(id)", in: .direct) }
                    return (index, try await Self.directLines(order.count, to: voter.speaker))
                }
            }
            return try await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
        }

        let day = QuestionRules().dayKey(for: Date())
        var acknowledged: [Int64: Set<AccountIdentity>] = [:]
        var reportedCounts: [Int64: [Int]] = [:]
        for (index, voter) in voters.enumerated() {
            let account = AccountIdentity(network: voter.network, name: voter.speaker.nick)
            let lines = try #require(replies[index])
            // One person's commands are answered in order: the budget goes to their first three.
            for (position, (line, id)) in zip(lines, orders[index]).enumerated() {
                if position < Self.budget {
                    #expect(line.hasPrefix("Upvoted Q\(id) ("), "\(account): \(line)")
                    if line.hasPrefix("Upvoted Q\(id) (") { acknowledged[id, default: []].insert(account) }
                    if let count = CrowdUpvoteTests.upvotesNow(in: line) { reportedCounts[id, default: []].append(count) }
                } else {
                    #expect(line.hasPrefix("You have used your \(Self.budget) upvotes for today"), "\(account): \(line)")
                }
            }
            #expect(try await database.reading { try $0.upvotesUsed(by: account, day: day) } == Self.budget, "\(account)")
        }
        var committedInAll = 0
        for id in questions {
            let committed = try await database.reading { try $0.upvoters(of: id) }
            committedInAll += committed.count
            #expect(Set(committed) == acknowledged[id, default: []], "Q\(id): committed and acknowledged differ")
            #expect(committed.count == Set(committed).count, "Q\(id): an account upvoted twice")
            #expect(try await database.reading { try $0.question(id) }?.upvotes == committed.count, "Q\(id)")
            // Each acknowledgement, whichever process gave it, reported the count its own commit
            // produced: 1, 2, … n, once each.
            #expect(reportedCounts[id, default: []].sorted() == (0..<committed.count).map { $0 + 1 },
                    "Q\(id): \(reportedCounts[id, default: []].sorted())")
        }
        #expect(committedInAll == voters.count * Self.budget)
        print("figure: \(voters.count) voters on 2 processes, \(committedInAll) upvotes committed, "
            + "\(acknowledged.values.map(\.count).reduce(0, +)) acknowledged")
    }

    /// Each voter of north is logged in twice, once talking to each bot, and sends its `up`s
    /// alternately to one and the other, all at once: the budget is checked and spent in two
    /// processes at the same moment, so only the database can keep it at 3.
    private func budgetRace(_ deployment: SharedDatabaseDeployment, bots: [SharedDatabaseDeployment.Bot],
                            database: TownhallDatabase, asker: LiveSpeaker) async throws {
        var questions: [Int64] = []
        for number in 1...5 {
            questions.append(try await VoterAccounts.ask("Question \(number): will you hold a town hall?", as: asker, timeout: Self.timeout))
        }
        let voters = SharedDatabaseDeployment.voters
        let pairs = try voters.map { name in
            try bots.enumerated().map { index, bot in
                try Self.speaker(name, nick: index == 0 ? name : "\(name)-b", on: bot.network, botNick: bot.nick, of: deployment)
            }
        }
        defer { pairs.joined().forEach { $0.stop() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for speaker in pairs.joined() { group.addTask { try await speaker.start(timeout: Self.timeout) } }
            try await group.waitForAll()
        }
        let replies = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
            for (index, pair) in pairs.enumerated() {
                let order = questions.indices.map { questions[(index + $0) % questions.count] }
                group.addTask {
                    for (position, id) in order.enumerated() { await pair[position % 2].say("up Q\(id)", in: .direct) }
                    let first = try await Self.directLines((order.count + 1) / 2, to: pair[0])
                    let second = try await Self.directLines(order.count / 2, to: pair[1])
                    return (index, first + second)
                }
            }
            return try await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
        }
        func acknowledged(in part: (ArraySlice<String>) -> Int) -> Int { replies.values.map { part($0[...]) }.reduce(0, +) }
        let byFirst = acknowledged { $0.prefix((questions.count + 1) / 2).filter { $0.hasPrefix("Upvoted Q") }.count }
        let bySecond = acknowledged { $0.dropFirst((questions.count + 1) / 2).filter { $0.hasPrefix("Upvoted Q") }.count }
        print("figure: one network, two processes: \(byFirst) upvotes acknowledged by \(bots[0].nick), \(bySecond) by \(bots[1].nick)")

        let day = QuestionRules().dayKey(for: Date())
        var acknowledged: [Int64: Set<AccountIdentity>] = [:]
        var reportedCounts: [Int64: [Int]] = [:]
        for (index, name) in voters.enumerated() {
            let account = AccountIdentity(network: "north", name: name)
            let lines = try #require(replies[index])
            let upvoted = lines.filter { $0.hasPrefix("Upvoted Q") }
            #expect(upvoted.count == Self.budget, "\(account): \(lines)")
            #expect(lines.filter { $0.hasPrefix("You have used your \(Self.budget) upvotes for today") }.count == lines.count - Self.budget,
                    "\(account): \(lines)")
            for line in upvoted {
                let id = try #require(Int64(line.dropFirst("Upvoted Q".count).prefix { $0.isNumber }))
                acknowledged[id, default: []].insert(account)
                if let count = CrowdUpvoteTests.upvotesNow(in: line) { reportedCounts[id, default: []].append(count) }
            }
            #expect(try await database.reading { try $0.upvotesUsed(by: account, day: day) } == Self.budget, "\(account)")
        }
        for id in questions {
            let committed = try await database.reading { try $0.upvoters(of: id) }
            #expect(Set(committed) == acknowledged[id, default: []], "Q\(id): committed and acknowledged differ")
            #expect(try await database.reading { try $0.question(id) }?.upvotes == committed.count, "Q\(id)")
            #expect(reportedCounts[id, default: []].sorted() == (0..<committed.count).map { $0 + 1 },
                    "Q\(id): \(reportedCounts[id, default: []].sorted())")
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
    private static func speaker(_ name: String, nick: String? = nil, on network: String, botNick: String = "townhall",
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
    private static func directLines(_ count: Int, to speaker: LiveSpeaker) async throws -> [String] {
        let mine = ChatReply.Destination.direct(nick: speaker.nick)
        try await speaker.inbox.wait(for: "\(count) replies to \(speaker.nick)", timeout: timeout) { state in
            state.lines.filter { $0.destination == mine }.count >= count
        }
        return await speaker.inbox.state.lines.filter { $0.destination == mine }.prefix(count).map(\.text)
    }
}
