import DatabaseTestSupport
import Foundation
import MatrixTestServer
import Storage
import Testing
import TownhallApp

/// Issue 37, item 3, on Matrix: the real `townhall serve` is sent SIGTERM while people upvote in a
/// room in a burst and answers' alerts go out, and is started again on the same database. The
/// sync long-polls for 60 s, so a stop that waited for it would show. Both engines.
///
/// Each command's fate is read from the room itself: the bot answers a command in a room as a
/// rich reply to its event, and the asker says a line in the room between the two runs, so a
/// reply before that line came from the stopped process. A command with no reply before the stop
/// must be answered after the restart, once: "Upvoted Q3" when the first run never took it, "You
/// already upvoted Q3" when its upvote committed but the stop cut its reply off (the sync position
/// of its batch was not stored, so the batch came again). None is left half-done (counted and
/// never answered) and no reply comes twice (the position was kept exactly once).
extension MatrixBotTests {
    static let stormVoters = (1...6).map { "stormer\($0)" }
    /// Questions each voter upvotes: the first half in a burst before the stop, the rest around it.
    static let stormQuestionCount = 10
    /// Questions answered (each queues an alert for the asker) while the upvotes come in: no more
    /// than the asker's alert burst (`notifications.per_person_burst`, 5).
    static let stormAnswered = 5

    @Test("SIGTERM during an upvote burst on Matrix: exit 0 well before the 60 s long-poll ends; after a restart every command answered once, rows exact, alerts once",
          arguments: DatabaseKind.allCases)
    func sigtermDuringMatrixBurst(kind: DatabaseKind) async throws {
        try await burstThenStop(holdingReplies: false, kind: kind)
    }

    /// The bot's replies are held on their way to Synapse (a proxy keeps them) when the signal
    /// comes, so the grace (2 s) runs out with upvotes committed and their replies unsent: the
    /// stopped run must not record those commands as handled, nor store its batch's position.
    @Test("SIGTERM with replies held past the grace: the cut commands are answered after the restart, none lost or doubled",
          arguments: DatabaseKind.allCases)
    func sigtermWithRepliesHeldPastTheGrace(kind: DatabaseKind) async throws {
        try await burstThenStop(holdingReplies: true, kind: kind)
    }

    /// One upvote command sent: who sent it and for which question.
    private struct StormCommand: Sendable {
        var voter: String
        var question: Int64
    }

    private func burstThenStop(holdingReplies: Bool, kind: DatabaseKind) async throws {
        let info = try await Self.server.info()
        let cast = MatrixCast(kind: kind)
        let (proxy, behindProxy) = try await HomeserverProxy.inFront(of: info)
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        try await RunningBot.seedIfNew(databasePath)
        let alice = try await cast.login("alice", on: info)
        let asker = AccountIdentity(network: "matrix", name: alice.userID)
        let staff = AccountIdentity(network: "matrix", name: cast.id("bob"))
        var questions: [Int64] = []
        let seeded = try await DatabaseKind.open(databasePath)
        #expect(try await seeded.verify(staff, as: "P000197", isStaff: true, at: Date()))
        for number in 1...Self.stormQuestionCount {
            questions.append(try await seeded.ask("Question \(number) before the stop: will you hold a town hall?",
                                                  to: "P000197", tags: [], by: asker, at: Date()).id)
        }
        try await seeded.close()

        var deployment = cast.deployment()
        deployment.syncTimeoutSeconds = 60
        let grace = holdingReplies ? 2 : 10
        let folder = URL(fileURLWithPath: RunningBot.newDatabasePath()).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = folder.appendingPathComponent("townhall.yaml").path
        try (RunningMatrixBot.yaml(behindProxy, databasePath: databasePath, deployment: deployment)
            + "\nquestions: {daily_upvotes: 100}\nshutdown: {grace_seconds: \(grace)}\n")
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        let environment = try await RunningBot.databaseEnvironment(for: databasePath)
            .merging(RunningMatrixBot.environment(deployment)) { $1 }
        var bot = try BotProcess.start(configuration: configuration, environment: environment)
        defer { bot.stop() }

        var voters: [MatrixTestUser] = []
        do {
            for name in Self.stormVoters { voters.append(try await cast.login(name, on: info)) }
            let room = try await alice.createRoom(inviting: [cast.bot] + voters.map(\.userID), direct: false)
            try await alice.wait("the bot joining", timeout: .seconds(60)) { $0.memberships[room]?[cast.bot] == "join" }
            for voter in voters { try await voter.join(room) }
            let aliceDM = try await Self.directRoom(of: alice, bot: cast.bot)

            let (early, late) = (Array(questions.prefix(questions.count / 2)), Array(questions.dropFirst(questions.count / 2)))
            var commands = try await Self.upvote(early, by: voters, in: room)
            let answering = try await DatabaseKind.open(databasePath)
            for id in questions.prefix(Self.stormAnswered) {
                _ = try await answering.answer(id, with: "Yes, in May.", by: staff, at: Date()) { _ in "Q\(id) was answered." }
            }
            try await answering.close()
            func replied(_ view: MatrixTestUser.View, to events: some Collection<String>) -> Int {
                let answered = Set(view.messages.filter { $0.roomID == room && $0.sender == cast.bot }.compactMap(\.inReplyTo))
                return events.filter(answered.contains).count
            }
            let alerted = questions.prefix(Self.stormAnswered)
            func alertsSeen(_ view: MatrixTestUser.View) -> Bool {
                alerted.allSatisfy { id in view.messages.contains { $0.roomID == aliceDM && $0.body.contains("Q\(id) was answered.") } }
            }
            let burst: Task<[String: StormCommand], any Error>
            if holdingReplies {
                // every early command answered and every alert sent, then sends are held and the
                // late burst comes: the signal once a reply waits at the proxy, so its command ran
                // (the bot posts a command's reply after its write committed) and others of its
                // batch may wait behind it
                try await alice.wait("the early burst answered and the alerts", timeout: .seconds(60)) {
                    replied($0, to: commands.keys) == commands.count && alertsSeen($0)
                }
                proxy.holdSends()
                burst = Task { [voters] in try await Self.upvote(late, by: voters, in: room) }
                try await proxy.waitForHeldSends(1, timeout: .seconds(60))
            } else {
                // the signal while the late burst is on its way: its first commands sent, the
                // rest still coming (read by the next run)
                commands.merge(try await Self.upvote(Array(late.prefix(2)), by: voters, in: room)) { $1 }
                burst = Task { [voters] in try await Self.upvote(Array(late.dropFirst(2)), by: voters, in: room) }
            }
            let started = ContinuousClock.now
            bot.process.send(SIGTERM)
            let status = try await GracefulShutdownTests.exitStatus(of: bot, within: .seconds(grace + 10))
            let took = ContinuousClock.now - started
            #expect(status == 0, "a stop ends with 0: \(BotProcess.log(of: configuration))")
            #expect(took < .seconds(grace) + (holdingReplies ? .seconds(5) : .zero),
                    "the stop took \(took) (grace \(grace) s, long-poll 60 s): \(BotProcess.log(of: configuration))")
            commands.merge(try await burst.value) { $1 }
            let held = proxy.heldSends
            proxy.passSends()
            // the boundary: a reply before this line in the room came from the stopped process
            let boundary = try await alice.say("The bot was stopped here.", in: room)

            bot = try BotProcess.start(configuration: configuration, environment: environment)
            let view = try await alice.wait("every alert after the restart", timeout: .seconds(90)) { alertsSeen($0) }
            // the room's history, not alice's syncs: a sync with more news than it carries has a gap
            let deadline = ContinuousClock.now + .seconds(90)
            var timeline = try await alice.history(of: room)
            while replied(MatrixTestUser.View(messages: timeline), to: commands.keys) < commands.count {
                guard ContinuousClock.now < deadline else {
                    throw WaitTimeout(description: "\(replied(MatrixTestUser.View(messages: timeline), to: commands.keys)) of "
                        + "\(commands.count) commands answered in 90 s: \(timeline.map(\.body))")
                }
                // the pause between two reads: a sync's long-poll for news
                _ = try? await alice.wait("news", timeout: .seconds(2)) { _ in false }
                timeline = try await alice.history(of: room)
            }
            try await Self.expectEachCommandAnsweredOnce(commands, in: timeline, room: room, bot: cast.bot, after: boundary,
                                                         database: databasePath, questions: questions,
                                                         cutExpected: holdingReplies)
            for id in alerted {
                let alerts = view.messages.filter { $0.roomID == aliceDM && $0.body.contains("Q\(id) was answered.") }
                #expect(alerts.count == 1, "the alert for Q\(id) came \(alerts.count) times")
            }
            let database = try await DatabaseKind.open(databasePath)
            let pending = try await database.reading { try $0.pendingNotifications(for: asker) }
            try await database.close()
            #expect(pending.isEmpty, "alerts still waiting: \(pending.map(\.id))")
            print("figure: Matrix SIGTERM on \(kind) \(holdingReplies ? "with \(held) send(s) held past the grace" : "mid-burst"): "
                + "exit \(status) in \(took)")
        } catch {
            for person in voters + [alice] { await person.close() }
            await proxy.close()
            throw error
        }
        for person in voters + [alice] { await person.close() }
        await proxy.close()
    }

    /// Each voter upvotes `questions` in order with `!up`, every voter at once; the commands by event id.
    private static func upvote(_ questions: [Int64], by voters: [MatrixTestUser], in room: String) async throws -> [String: StormCommand] {
        try await withThrowingTaskGroup(of: [String: StormCommand].self) { group in
            for voter in voters {
                group.addTask {
                    var sent: [String: StormCommand] = [:]
                    for id in questions {
                        sent[try await voter.say("!up Q\(id)", in: room)] = StormCommand(voter: voter.userID, question: id)
                    }
                    return sent
                }
            }
            return try await group.reduce(into: [:]) { $0.merge($1) { $1 } }
        }
    }

    /// Every command has exactly one reply. One before `boundary` says it was counted; one after
    /// it either counted it then or says it already was (its first run committed, the stop cut the
    /// reply). Every command's upvote is a row, and each question's count is its rows.
    /// `cutExpected`: the stop cut some replies off, so some say "already upvoted".
    private static func expectEachCommandAnsweredOnce(_ commands: [String: StormCommand], in timeline: [MatrixTestUser.Message],
                                                      room: String, bot: String, after boundary: String,
                                                      database path: String, questions: [Int64],
                                                      cutExpected: Bool) async throws {
        let boundaryIndex = try #require(timeline.firstIndex { $0.eventID == boundary })
        var (before, counted, already) = (0, 0, 0)
        for (event, command) in commands {
            let replies = timeline.indices.filter { timeline[$0].sender == bot && timeline[$0].inReplyTo == event }
            #expect(replies.count == 1, "\(command.voter)'s up Q\(command.question) got \(replies.count) replies")
            guard let index = replies.first else { continue }
            let body = timeline[index].body
            if body.contains("Upvoted Q\(command.question) (") {
                if index < boundaryIndex { before += 1 } else { counted += 1 }
            } else if index > boundaryIndex, body.contains("You already upvoted Q\(command.question);") {
                already += 1
            } else {
                Issue.record("\(command.voter)'s up Q\(command.question) was answered \(body)")
            }
        }
        if cutExpected { #expect(already > 0, "no command was cut off by the stop") }
        let database = try await DatabaseKind.open(path)
        var rows = 0
        for id in questions {
            let upvoters = Set(try await database.reading { try $0.upvoters(of: id) }.map(\.name))
            let commanded = Set(commands.values.filter { $0.question == id }.map(\.voter))
            #expect(upvoters == commanded, "Q\(id): rows \(upvoters.sorted()), commands \(commanded.sorted())")
            #expect(try await database.reading { try $0.question(id) }?.upvotes == upvoters.count, "Q\(id)")
            rows += upvoters.count
        }
        try await database.close()
        print("figure: \(commands.count) commands: \(before) answered before the stop, \(counted) counted after the restart, "
            + "\(already) committed before the stop and answered after it; \(rows) rows")
    }
}
