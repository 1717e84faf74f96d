import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Import
@testable import LiveScripts
import Storage
import Testing
@testable import TownhallApp

/// Issue 37, item 3: `townhall serve`, the executable an operator runs, is sent SIGTERM in the
/// middle of an upvote storm while answers' alerts are going out, and started again on the same
/// database. The stop is graceful: it ends with status 0 and a QUIT the channel sees; every upvote
/// the bot acknowledged is a row, and every row was acknowledged (a command it took was answered
/// before it left); counts equal rows; and each alert reaches its person exactly once across both
/// runs. A second signal ends the process at once, the database still consistent and no alert lost.
@Suite("SIGTERM to townhall serve during an upvote storm", .serialized)
struct GracefulShutdownTests {
    /// Answers the questions (verified as Pelosi's staff), which queues the asker's alerts.
    static let staff = AccountIdentity(network: "test", name: "staffer")
    /// How long a stop may take: the configured grace, 10 s, and a margin for a loaded machine.
    static let stopLimit: Duration = .seconds(20)
    static let timeout: Duration = TestNetwork.patience * 2
    static let accounts = VoterAccounts(network: "graceful", basePort: 7_667, voterPrefix: "calm", count: 12)
    static let questionCount = 20
    /// The signal comes once this many upvotes were acknowledged.
    static let acknowledgedBeforeStop = 60

    @Test("SIGTERM: exit 0 and QUIT; every acknowledged upvote committed and every committed one acknowledged; alerts once",
          arguments: DatabaseKind.allCases)
    func sigtermDuringStorm(kind: DatabaseKind) async throws {
        try await Self.accounts.run { try await stormThenStop(on: $0, kind: kind, signals: [SIGTERM]) }
    }

    @Test("SIGTERM twice: the second ends the process at once; acknowledged upvotes committed, counts exact")
    func secondSignalEndsAtOnce() async throws {
        try await Self.accounts.run { try await stormThenStop(on: $0, kind: .sqlite, signals: [SIGTERM, SIGINT]) }
    }

    /// One SIGTERM: a graceful stop. SIGTERM then SIGINT (two different signals, so the kernel
    /// cannot merge them into one): the second ends the process at once, with 128 + its number.
    private func stormThenStop(on info: TestNetwork.Info, kind: DatabaseKind, signals: [Int32]) async throws {
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let seeded = try await DatabaseKind.open(databasePath)
        try await DemoData.seed(into: seeded)
        #expect(try await seeded.verify(Self.staff, as: "P000197", isStaff: true, at: Date()))
        try await seeded.close()
        let configuration = try BotProcessKillTests.writeConfiguration(
            info: info, database: databasePath,
            extraYAML: "notifications: {poll_seconds: 0.5, per_person_burst: 100, per_person_interval_seconds: 0}")
        let environment = try await RunningBot.databaseEnvironment(for: databasePath)
        var bot = try BotProcess.start(configuration: configuration, environment: environment)
        defer { bot.stop() }
        try await storm(stopping: &bot, with: signals, configuration: configuration, environment: environment,
                        database: databasePath, on: info)
    }

    private func storm(stopping bot: inout BotProcess, with signals: [Int32], configuration: String,
                       environment: [String: String], database path: String, on info: TestNetwork.Info) async throws {
        let graceful = signals.count == 1
        let asker = Self.accounts.speaker("asker", on: info, channels: ["#civics"])
        defer { asker.stop() }
        try await asker.start(timeout: Self.timeout)
        try await LiveTranscript(botNick: "townhall", speakers: [asker]).handshake(from: asker, timeout: Self.timeout)
        var questions: [Int64] = []
        for number in 1...Self.questionCount {
            questions.append(try await VoterAccounts.ask("Question \(number) before the stop: will you hold a town hall?",
                                                         as: asker, timeout: Self.timeout))
        }
        let voters = try await Self.accounts.startVoters(on: info, timeout: Self.timeout)
        defer { voters.forEach { $0.stop() } }

        let tally = AcknowledgementTally(speakers: voters.count)
        let storm = UpvoteStorm.start(voters, over: questions, tally: tally)
        await tally.wait(for: Self.acknowledgedBeforeStop / 2)
        // Answers queue alerts for the asker (in #civics, so reachable at once): the courier is
        // delivering them while the signal comes.
        let answering = try await DatabaseKind.open(path)
        for id in questions {
            _ = try await answering.answer(id, with: "Yes, in May.", by: Self.staff, at: Date()) { _ in "Q\(id) was answered." }
        }
        try await answering.close()
        await tally.wait(for: Self.acknowledgedBeforeStop)
        let started = ContinuousClock.now
        for signal in signals { bot.process.send(signal) }
        let status = try await Self.exitStatus(of: bot, within: Self.stopLimit)
        let took = ContinuousClock.now - started
        if graceful {
            #expect(status == 0, "a graceful stop ends with 0: \(BotProcess.log(of: configuration))")
            try await asker.inbox.wait(for: "the bot's QUIT", timeout: Self.timeout) { $0.botQuit != nil }
            #expect(await asker.inbox.state.botQuit?.contains("shutting down") == true)
        } else {
            // the two signals' handlers may run in either order: the one read second ends it
            #expect(signals.map { 128 + $0 }.contains(status),
                    "the second signal ends the process at once, exit \(status): \(BotProcess.log(of: configuration))")
            #expect(took < .seconds(3), "the second signal took \(took) to end the process")
        }
        print("figure: \(graceful ? "SIGTERM" : "SIGTERM and SIGINT") after \(await tally.count) acknowledged upvotes; "
            + "exit \(status) in \(took)")

        bot = try BotProcess.start(configuration: configuration, environment: environment)
        await storm.value
        try await LiveTranscript(botNick: "townhall", speakers: [asker]).handshake(from: asker, timeout: Self.timeout)
        try await Self.expectUpvotesExact(questions: questions, voters: voters, database: path,
                                          everyRowAcknowledged: graceful)
        try await Self.expectAlerts(questions: questions, to: asker, database: path, exactlyOnce: graceful)
    }

    /// Every acknowledged upvote is a row and each question's count is its rows. After a graceful
    /// stop every row was acknowledged too: no command the bot took went unanswered (waited for,
    /// as late answers may still be on their way).
    static func expectUpvotesExact(questions: [Int64], voters: [LiveSpeaker], database path: String,
                                   everyRowAcknowledged: Bool) async throws {
        let database = try await DatabaseKind.open(path)
        var rows = 0
        for voter in voters {
            var committed: Set<Int64> = []
            for id in questions {
                let upvoters = try await database.reading { try $0.upvoters(of: id) }.map(\.name)
                if upvoters.contains(voter.nick) { committed.insert(id) }
            }
            rows += committed.count
            if everyRowAcknowledged {
                let rowsOfVoter = committed.count
                try await voter.inbox.wait(for: "\(voter.nick)'s acknowledgements", timeout: timeout) { state in
                    acknowledged(in: state).count >= rowsOfVoter
                }
            }
            let said = acknowledged(in: await voter.inbox.state)
            #expect(said.isSubset(of: committed), "\(voter.nick): acknowledged, not committed: \(said.subtracting(committed).sorted())")
            if everyRowAcknowledged {
                #expect(committed.isSubset(of: said), "\(voter.nick): committed, never acknowledged: \(committed.subtracting(said).sorted())")
            }
        }
        for id in questions {
            let upvoters = try await database.reading { try $0.upvoters(of: id) }
            #expect(try await database.reading { try $0.question(id) }?.upvotes == upvoters.count, "Q\(id)")
        }
        try await database.close()
        print("figure: \(rows) upvotes committed in all")
    }

    /// The questions a speaker was told were upvoted ("Upvoted Q12 (…").
    static func acknowledged(in state: LiveInbox.State) -> Set<Int64> {
        Set(state.lines.compactMap { line -> Int64? in
            guard line.text.hasPrefix("Upvoted Q") else { return nil }
            return Int64(line.text.dropFirst("Upvoted Q".count).prefix { $0.isNumber })
        })
    }

    /// Each answer's alert reached the asker, across the stop and the restart, and none waits.
    /// After a graceful stop each came exactly once. A process ended at once may repeat one: a line
    /// the server accepted in the instant before the end was never marked delivered (at least once).
    static func expectAlerts(questions: [Int64], to asker: LiveSpeaker, database path: String,
                             exactlyOnce: Bool) async throws {
        try await asker.inbox.wait(for: "every answer's alert", timeout: timeout) { state in
            questions.allSatisfy { id in state.lines.contains { $0.text.contains("Q\(id) was answered.") } }
        }
        let lines = await asker.inbox.state.lines.map(\.text)
        for id in questions where exactlyOnce {
            #expect(lines.filter { $0.contains("Q\(id) was answered.") }.count == 1, "the alert for Q\(id)")
        }
        let database = try await DatabaseKind.open(path)
        let pending = try await database.reading { try $0.pendingNotifications(for: AccountIdentity(network: "test", name: "asker")) }
        #expect(pending.isEmpty, "alerts still waiting: \(pending.map(\.id))")
        try await database.close()
    }

    /// The child's exit status, or a failure once `limit` has passed (the child is then killed).
    /// The wait blocks a thread of Dispatch's, not one of the cooperative pool.
    static func exitStatus(of bot: BotProcess, within limit: Duration) async throws -> Int32 {
        let process = bot.process
        let exited = Task {
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async { continuation.resume(returning: process.waitUntilExit()) }
            }
        }
        let deadline = Task {
            try await Task.sleep(for: limit)
            process.send(SIGKILL)
        }
        let status = await exited.value
        deadline.cancel()
        if case .success = await deadline.result { Issue.record("the bot did not end within \(limit)") }
        return status
    }
}
