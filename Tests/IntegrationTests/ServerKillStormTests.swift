import Chat
import Civic
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Logging
import Storage
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// Issue 16, item 5: InspIRCd is killed (SIGKILL) and started again, over and over, while thirty
/// accounts upvote without pause through the real bot (BotService) and alerts wait in the outbox.
/// Every acknowledged upvote is committed, every count is exact, no alert reaches anyone twice,
/// and after each restart the bot is back in its channel.
@Suite("InspIRCd killed and restarted while thirty accounts upvote", .serialized)
struct ServerKillStormTests {
    static let accounts = VoterAccounts(network: "storm", basePort: 12_667, voterPrefix: "storm", count: 30)
    static var network: TestNetwork { accounts.network }
    /// Kills of the server; `TOWNHALL_STORM_RESTARTS` changes it for a longer run by hand.
    static let restarts = ProcessInfo.processInfo.environment["TOWNHALL_STORM_RESTARTS"].flatMap { Int($0) } ?? 20
    /// Questions each voter works through, one upvote each (the daily budget is raised to match):
    /// more than they get through while the server is killed, so no kill comes in a quiet moment.
    static let questionCount = 100
    /// The server is killed once this many more upvotes were acknowledged since it came back:
    /// always in the middle of the storm, never in a quiet moment.
    static let acknowledgementsPerRestart = 25
    static let timeout: Duration = TestNetwork.patience * 2
    static let staff = AccountIdentity(network: "test", name: "stormstaff")

    @Test("every acknowledged upvote committed, counts exact, no alert twice, back in the channel after each kill",
          arguments: DatabaseKind.allCases)
    func storm(kind: DatabaseKind) async throws {
        try await Self.accounts.run { try await storm(on: $0, kind: kind) }
    }

    private func storm(on info: TestNetwork.Info, kind: DatabaseKind) async throws {
        // Atheme can die when its uplink vanishes under a burst of logins (and then the test
        // support starts it again): crash it once on purpose first, so that every login of the
        // storm proves the accounts survive such a restart.
        try await Self.network.killAndRestartServices()
        let bot = try await RunningBot.start(
            on: info,
            database: kind,
            extraYAML: """
                questions: {daily_upvotes: 100}
                notifications: {poll_seconds: 0.2, per_person_burst: 100}
                """,
            floodExempt: true)
        do {
            try await storm(bot: bot, on: info)
        } catch {
            await bot.stop()
            throw error
        }
        await bot.stop()
    }

    private func storm(bot: RunningBot, on info: TestNetwork.Info) async throws {
        let database = try await DatabaseKind.open(bot.configuration.database)
        // The asker sets up 40 questions without pacing, on the network's flood-exempt port;
        // the voters keep a person's pace (the server's flood limits apply to them).
        let asker = speaker("asker", channels: ["#civics"], on: info, exempt: true)
        defer { asker.stop() }
        try await asker.start(timeout: Self.timeout)
        try await LiveTranscript(botNick: "townhall", speakers: [asker]).handshake(from: asker, timeout: Self.timeout)
        var questions: [Int64] = []
        for number in 1...Self.questionCount {
            questions.append(try await VoterAccounts.ask("Storm question \(number): will you hold a town hall?", as: asker, timeout: Self.timeout))
        }
        try await database.verify(Self.staff, as: "P000197", isStaff: true, at: Date())

        let voters = Self.accounts.voters.map { speaker($0, channels: [], on: info) }
        defer { voters.forEach { $0.stop() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for voter in voters { group.addTask { try await voter.start(timeout: Self.timeout) } }
            try await group.waitForAll()
        }

        let started = ContinuousClock.now
        let tally = AcknowledgementTally(speakers: voters.count)
        let storm = UpvoteStorm.start(voters, over: questions, tally: tally)
        var alerts: [String] = []
        /// From the moment each alert was queued to the moment its kill was over.
        var killWindows: [String: ClosedRange<Date>] = [:]
        for restart in 1...Self.restarts {
            try await waitForAcknowledgements(await tally.count + Self.acknowledgementsPerRestart, tally: tally)
            // An alert waiting to go out as the server dies: delivered once, never twice.
            // (The full stop keeps "Storm alert 1." from being a prefix of "Storm alert 12.".)
            let alert = "Storm alert \(restart)."
            let queued = Date()
            _ = try await database.answer(questions[restart % questions.count], with: "Answer \(restart).", by: Self.staff,
                                          at: queued, notification: { _ in alert })
            alerts.append(alert)
            #expect(await tally.working > 0, "kill \(restart) came after the storm ended")
            try await Self.network.killAndRestartServer()
            killWindows[alert] = queued...Date()
            // Back in its channel: only a member of #civics can answer there.
            try await pingInChannel(from: asker)
        }
        await tally.stop()
        await storm.value
        let stormTime = ContinuousClock.now - started

        // Every alert arrives once — except one the server accepted (echoed to the bot) in the
        // instant it was killed, before it had passed the line on: IRC has no receipt from the
        // recipient, so the bot cannot know. Such an alert must have been accepted within a kill
        // window — its own, or a later one: an alert held back by its own kill (not connected)
        // goes out after the restart and can be echoed just as the next kill comes (seen in CI:
        // alert 2 accepted in kill 3's instant, then lost). Any other loss fails.
        try await pingInChannel(from: asker)
        let outbox = try await database.reading { try $0.outbox(of: AccountIdentity(network: "test", name: "asker")) }
        var lostInACrash: [String] = []
        for alert in alerts {
            let accepted = outbox.first { $0.message.text.hasPrefix(alert) }?.deliveredAt
            if let accepted, killWindows.values.contains(where: { $0.contains(accepted) }),
               await asker.inbox.state.lines.allSatisfy({ !$0.text.hasPrefix(alert) }) {
                lostInACrash.append(alert)
                continue
            }
            do {
                try await asker.inbox.wait(for: "\(alert)", timeout: Self.timeout) { state in
                    state.lines.contains { $0.text.hasPrefix(alert) }
                }
            } catch {
                throw StormFailure(description: "\(alert) never arrived; accepted by the server at \(accepted.map { "\($0)" } ?? "never"); "
                    + "kill windows: \(killWindows.sorted { $0.value.lowerBound < $1.value.lowerBound }.map { "\($0.key) \($0.value)" })")
            }
        }
        let received = await asker.inbox.state.lines.map(\.text)
        for alert in alerts where !lostInACrash.contains(alert) {
            #expect(received.filter { $0.hasPrefix(alert) }.count == 1, "\(alert) arrived \(received.filter { $0.hasPrefix(alert) }.count) times")
        }
        print("figure: \(alerts.count - lostInACrash.count) of \(alerts.count) alerts received once; "
            + "accepted by a server in the instant it was killed and never passed on: \(lostInACrash)")
        // The voters who upvoted an answered question were alerted too: never twice either.
        for voter in voters {
            let lines = await voter.inbox.state.lines.map(\.text)
            for alert in alerts where lines.filter({ $0.hasPrefix(alert) }).count > 1 {
                Issue.record("\(voter.nick) got \(alert) \(lines.filter { $0.hasPrefix(alert) }.count) times")
            }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for voter in voters { group.addTask { try await pongInDM(to: voter) } }
            try await group.waitForAll()
        }
        try await verify(voters: voters, questions: questions, database: database, stormTime: stormTime)
    }

    /// Waits until the bot has answered every command `voter` sent: its `ping` in a DM is answered
    /// only after the `up`s before it (one lane per speaker). A voter sends its next `up` when an
    /// answer is 3 s late, so on a loaded machine the bot may still be committing a backlog when
    /// the storm ends, and counts read meanwhile would be compared with a moving target (CI saw
    /// four questions' counts differ from their upvote rows on PostgreSQL, where each batch's
    /// count is folded after its commit).
    private func pongInDM(to voter: LiveSpeaker) async throws {
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            let seen = await voter.inbox.state.lines.count
            await voter.say("ping", in: .direct)
            do {
                try await voter.inbox.wait(for: "pong to \(voter.nick)", timeout: .seconds(5)) {
                    $0.lines.dropFirst(seen).contains { $0.text == "pong" }
                }
                return
            } catch where ContinuousClock.now < deadline {
                try await Self.network.ensureServices()
            }
        }
    }

    /// Waits until `target` upvotes were acknowledged in all. Whenever they stall for a few
    /// seconds, the services may have died with their uplink (voters then cannot log in): they
    /// are started again if so.
    private func waitForAcknowledgements(_ target: Int, tally: AcknowledgementTally) async throws {
        let deadline = ContinuousClock.now + Self.timeout
        while await !tally.wait(for: target, timeout: .seconds(5)) {
            guard ContinuousClock.now < deadline else {
                throw StormFailure(description: "upvotes stalled at \(await tally.count) acknowledged, waiting for \(target)")
            }
            try await Self.network.ensureServices()
        }
    }

    struct StormFailure: Error, CustomStringConvertible {
        let description: String
    }

    private func pingInChannel(from asker: LiveSpeaker) async throws {
        let seen = await asker.inbox.state.lines.count
        let pong = ChatReply(destination: .channel("#civics"), text: "asker: pong")
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            await asker.say("!ping", in: .channel("#civics"))
            do {
                try await asker.inbox.wait(for: "pong in #civics", timeout: .seconds(2)) { $0.lines.dropFirst(seen).contains(pong) }
                return
            } catch where ContinuousClock.now < deadline {
                // The bot (or the speaker) is still reconnecting, or cannot log in because the
                // services died with their uplink: start them again if so.
                try await Self.network.ensureServices()
            }
        }
    }

    private func verify(voters: [LiveSpeaker], questions: [Int64], database: TownhallDatabase,
                        stormTime: Duration) async throws {
        var acknowledged: [Int64: Set<String>] = [:]
        var reported: [Int64: [Int]] = [:]
        for voter in voters {
            for line in await voter.inbox.state.lines.map(\.text) where line.hasPrefix("Upvoted Q") {
                let id = try #require(Int64(line.dropFirst("Upvoted Q".count).prefix { $0.isNumber }))
                #expect(acknowledged[id, default: []].insert(voter.nick).inserted, "\(voter.nick) acknowledged twice for Q\(id)")
                if let open = line.firstIndex(of: "("), let count = Int(line[line.index(after: open)...].prefix { $0.isNumber }) {
                    reported[id, default: []].append(count)
                }
            }
        }
        var committedTotal = 0
        for id in questions {
            let committed = Set(try await database.reading { try $0.upvoters(of: id) }.map(\.name))
            committedTotal += committed.count
            let missing = acknowledged[id, default: []].subtracting(committed)
            #expect(missing.isEmpty, "Q\(id): acknowledged but not committed: \(missing.sorted())")
            #expect(try await database.reading { try $0.question(id) }?.upvotes == committed.count, "Q\(id)")
            // Each acknowledgement reported the count its own commit made: never the same twice.
            let counts = reported[id, default: []]
            #expect(Set(counts).count == counts.count && counts.allSatisfy { $0 <= committed.count }, "Q\(id): \(counts.sorted())")
        }
        let acknowledgedTotal = acknowledged.values.map(\.count).reduce(0, +)
        print("figure: \(Self.restarts) kills of InspIRCd in \(stormTime); \(acknowledgedTotal) upvotes acknowledged, "
            + "\(committedTotal) committed (the rest were committed but their answer died with the server)")
        #expect(acknowledgedTotal >= Self.restarts * Self.acknowledgementsPerRestart)
    }

    /// Back as soon as the server is: the default back-off grows to minutes.
    private func speaker(_ name: String, channels: [String], on info: TestNetwork.Info, exempt: Bool = false) -> LiveSpeaker {
        Self.accounts.speaker(name, on: info, channels: channels, exempt: exempt,
                              reconnect: .init(minDelay: .milliseconds(500), maxDelay: .seconds(2)))
    }
}
