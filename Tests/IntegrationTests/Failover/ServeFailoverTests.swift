import Chat
import Foundation
import IRCTestNetwork
import Import
import PostgresTestServer
import SMTPTestServer
@testable import Storage
import Testing
@testable import LiveScripts

/// Issue 38, item 2, as an operator deploys it: two `townhall serve` processes on one real IRC
/// network (InspIRCd + Atheme), both on a real pg_auto_failover cluster (monitor, primary,
/// synchronous secondary) through the multi-host URL `pg_autoctl show uri` gives, with the mail
/// courier sending letters to a real SMTP server. Thirty accounts logged in with SASL upvote and
/// report without pause, ten of them follow the member, reports feed a channel, answers alert
/// followers and upvoters, and letters are queued, while the cluster fails over: once by
/// `pg_autoctl perform failover`, once (on a new cluster) by `kill -9` of the primary's postmaster.
///
/// Held to: every upvote and report a bot acknowledged is a row on the new primary; every row
/// was acknowledged or its command was answered "can't reach the database right now" (a commit
/// whose confirmation was lost with the server is the one write that may be stored without an
/// acknowledgement, and the person was told to try again); no command went unanswered (the IRC
/// network stays up, so a reply lost in flight would be the bot's fault, and fails the test);
/// no reply was anything but an acknowledgement or "can't reach"; counts equal rows; each
/// alert and each feed post arrives exactly once (lines counted as the IRC clients receive
/// them); each committed letter reaches the mail server exactly once, and none twice; and the
/// bots answer normally again within `resumeBound` of the promotion, measured and printed.
@Suite("Two townhall serve processes on one IRC network through a PostgreSQL failover", .serialized)
struct ServeFailoverTests {
    static let accounts = VoterAccounts(network: "failover", basePort: 19_667, voterPrefix: "fo", count: 30)
    /// A cluster of its own, clear of the storage failover suites' (+20, +30 and their poolers').
    static let cluster = PostgresFailoverCluster(name: "failover-serve", monitorPort: PostgresTestServer.shared.port + 50)
    static let mail = SMTPTestServer(name: "failover-letters")
    static let network = "failover"
    /// The two processes' nicks; voters talk to one or the other, alternately.
    static let botNicks = ["townhall", "townhall2"]
    static let questionCount = 60
    /// Voters who follow the member before the load (the rest are alerted as upvoters only).
    static let followers = 10
    static let timeout: Duration = TestNetwork.patience * 2
    /// How soon after the promotion the bots must acknowledge a write again.
    static let resumeBound: Duration = .seconds(15)
    /// Acknowledged commands before the disruption, and after the promotion before the load stops.
    static let acknowledgementsAround = 150
    static let staff = AccountIdentity(network: network, name: "failoverstaff")
    static let asker = AccountIdentity(network: network, name: "asker")

    @Test("pg_autoctl perform failover under two serve processes: nothing acknowledged lost, nothing delivered twice")
    func performFailover() async throws {
        try await underLoad("perform failover") { try await $0.performFailover() }
    }

    @Test("kill -9 of the primary's postmaster under two serve processes: nothing acknowledged lost, nothing delivered twice")
    func killedPrimaryPostmaster() async throws {
        try await underLoad("kill -9 of the primary's postmaster") { try await $0.killPrimaryPostmaster() }
    }

    /// Runs the deployment through `act`, then stops the network and the cluster, pass or fail:
    /// each test begins on a new cluster, and the ports must be free for the runs after.
    private func underLoad(_ name: String, _ act: @escaping @Sendable (PostgresFailoverCluster) async throws -> Void) async throws {
        do {
            try await Self.accounts.run { info in try await exercise(name, on: info, act) }
        } catch {
            let events = (try? await Self.cluster.events()) ?? "(the monitor did not answer)"
            print("ServeFailoverTests: \(name) failed; the monitor's events:\n\(events)")
            try? await Self.cluster.stop()
            throw error
        }
        try await Self.cluster.stop()
    }

    private func exercise(_ name: String, on info: TestNetwork.Info,
                          _ act: @Sendable (PostgresFailoverCluster) async throws -> Void) async throws {
        let cluster = try await Self.cluster.info()
        let database = try await TownhallDatabase.open(postgres: cluster.url, password: cluster.password, maxConnections: 2)
        try await DemoData.seed(into: database)
        var questions: [Int64] = []
        for number in 1...Self.questionCount {
            questions.append(try await database.ask("Failover question \(number): will you hold a town hall?", to: "P000197",
                                                    tags: [], by: Self.asker, at: Date()).id)
        }
        try await database.verify(Self.staff, as: "P000197", isStaff: true, at: Date())
        #expect(try await database.subscribeChannel("#mission", network: Self.network, to: .zip("94110"), kinds: [], at: Date()))

        let mail = try await Self.mail.info()
        let deployment = try ServeFailoverDeployment.start(bots: Self.botNicks, network: Self.network, info: info,
                                                           databaseURL: cluster.url, databasePassword: cluster.password, mail: mail)
        defer { deployment.stop() }
        let watcher = Self.accounts.speaker("asker", on: info, channels: ["#mission"], exempt: true, otherBots: Self.botNicks)
        defer { watcher.stop() }
        try await watcher.start(timeout: Self.timeout)
        let voters = Self.accounts.voters.enumerated().map { index, name in
            Self.accounts.speaker(name, on: info, botNick: Self.botNicks[index % Self.botNicks.count], otherBots: Self.botNicks)
        }
        defer { voters.forEach { $0.stop() } }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for voter in voters { group.addTask { try await voter.start(timeout: Self.timeout) } }
            try await group.waitForAll()
        }
        for voter in voters.prefix(Self.botNicks.count) {
            do {
                try await LiveTranscript(botNick: voter.botNick, speakers: [voter]).handshake(from: voter, timeout: Self.timeout)
            } catch {
                Issue.record("\(voter.botNick) never answered; its log:\n\(deployment.log(of: voter.botNick))")
                throw error
            }
        }
        for voter in voters.prefix(Self.followers) {
            let seen = await voter.inbox.state.lines.count
            await voter.say("follow Pelosi", in: .direct)
            try await voter.inbox.wait(for: "\(voter.nick) following", timeout: Self.timeout) {
                $0.lines.dropFirst(seen).contains { $0.text.contains("Pelosi") }
            }
        }

        let load = FailoverCommandLoad()
        let loading = Task { await load.run(voters, questions: questions) }
        let letters = FailoverLetterQueue(tag: UUID().uuidString.prefix(8).lowercased())
        let queueing = Task { await letters.run(on: database, writer: Self.asker) }
        let measured = try await disrupt(name, load: load, database: database, questions: questions, act: act)
        await load.stop()
        await letters.stop()
        await loading.value
        await queueing.value

        let commands = await load.commands
        try await expectRepliesAndRows(commands, database: database)
        try await expectFeedPostedOnce(to: watcher, database: database)
        try await expectAlertsDeliveredOnce(to: voters, database: database)
        let letterFigures = try await expectLettersSentOnce(await letters.letters)
        try await expectCountsEqualRows(questions, database: database)
        #expect(deployment.allRunning, "a serve process died: \(deployment.logs)")
        let acknowledged = commands.count { $0.isAcknowledged }
        let refused = commands.count { $0.wasUnreachable }
        print("ServeFailoverTests: \(measured); \(commands.count) commands, \(acknowledged) acknowledged, "
            + "\(refused) answered \"can't reach\"; \(letterFigures)")
        try await database.close()
    }

    /// Waits for the load to run, answers a question (its alert waits in the outbox as the
    /// cluster is disrupted), runs `act`, answers another once the database is back, and waits
    /// for the load to be acknowledged again; returns the figures of the gap.
    private func disrupt(_ name: String, load: FailoverCommandLoad, database: TownhallDatabase, questions: [Int64],
                         act: @Sendable (PostgresFailoverCluster) async throws -> Void) async throws -> String {
        #expect(await load.waitForAcknowledged(Self.acknowledgementsAround, within: Self.timeout), "\(name): the load did not start")
        try await answer(questions[0], alert: 1, in: database)
        let oldPrimary = try #require(try await Self.cluster.primaryPort(), "no primary before \(name)")
        let started = Date()
        try await act(Self.cluster)
        let returned = Date()
        var reported: PostgresFailoverCluster.Promotion?
        let deadline = ContinuousClock.now + Self.timeout
        while reported == nil, ContinuousClock.now < deadline {
            reported = try await Self.cluster.promotion(since: started, oldPrimaryPort: oldPrimary)
        }
        let moments = try #require(reported, "\(name): the monitor reported no promotion within \(Self.timeout)")
        let promotion = moments.promoted
        try await answer(questions[1], alert: 2, in: database)
        #expect(await load.waitForAcknowledged(await load.acknowledged + Self.acknowledgementsAround, within: Self.timeout),
                "\(name): the bots did not acknowledge writes again")

        let commands = await load.commands
        let acknowledged = commands.filter(\.isAcknowledged).compactMap(\.answered)
        let firstNormal = acknowledged.filter { $0 > promotion }.min()
        let refusals = commands.filter { $0.wasUnreachable && $0.answered! >= started }.compactMap(\.answered)
        let lastBefore = acknowledged.filter { $0 < (refusals.min() ?? started) }.max()
        let firstAfter = acknowledged.filter { $0 > (refusals.max() ?? started) }.min()
        let back = try #require(firstNormal, "\(name): no acknowledgement after the promotion")
        #expect(back.timeIntervalSince(promotion) <= Double(Self.resumeBound.components.seconds),
                "\(name): the first normal answer came \(Self.seconds(back.timeIntervalSince(promotion))) after the promotion")
        var figures = "\(name): command took \(Self.seconds(returned.timeIntervalSince(started))), the standby stopped "
            + "replicating \(Self.seconds(moments.stoppedReplication.timeIntervalSince(started))) and was promoted "
            + "\(Self.seconds(promotion.timeIntervalSince(started))) after it began; first normal answer "
            + "\(Self.seconds(back.timeIntervalSince(promotion))) after the promotion "
            + "(\(Self.seconds(back.timeIntervalSince(started))) after the command began)"
        if let lastBefore, let firstAfter, !refusals.isEmpty {
            figures += ", answers \"can't reach\" for \(Self.seconds(firstAfter.timeIntervalSince(lastBefore))) "
                + "(\(refusals.count) of them)"
        } else {
            figures += ", no command answered \"can't reach\""
        }
        return figures
    }

    /// The staff's answer to `question`, whose alert reads "Failover alert N.", written through the
    /// test's own connection; tried again while the database cannot be reached.
    private func answer(_ question: Int64, alert number: Int, in database: TownhallDatabase) async throws {
        let deadline = ContinuousClock.now + Self.timeout
        while true {
            do {
                let answered = try await database.answer(question, with: "Answer \(number).", by: Self.staff, at: Date()) { _ in
                    "\(FailoverCommandLoad.alertPrefix)\(number)."
                }
                #expect(answered != nil, "question \(question) was not answered")
                return
            } catch where TownhallDatabase.isUnreachable(error) && ContinuousClock.now < deadline {
                continue
            }
        }
    }

    /// Every command was answered, by an acknowledgement or "can't reach"; every acknowledged
    /// upvote and report is a row of the primary read after, and every row is a command's that
    /// was acknowledged or answered "can't reach".
    private func expectRepliesAndRows(_ commands: [FailoverCommandLoad.Command], database: TownhallDatabase) async throws {
        let unanswered = commands.filter { $0.reply == nil }
        #expect(unanswered.isEmpty, "\(unanswered.count) commands never answered: \(unanswered.prefix(3).map { "\($0.voter) \($0.kind)" })")
        let odd = commands.filter { $0.reply != nil && !$0.isAcknowledged && !$0.wasUnreachable }
        #expect(odd.isEmpty, "replies neither an acknowledgement nor \"can't reach\": \(odd.prefix(5).map { $0.reply ?? "" })")

        let upvoteRows = try await database.engine.read { tx in
            try tx.rows("SELECT a.name, u.question_id FROM upvote u JOIN account a ON a.id = u.account_id")
                .map { "\(try $0.decode(String.self, at: 0)) Q\(try $0.decode(Int64.self, at: 1))" }
        }
        let reportRows = try await database.engine.read { tx in
            try tx.rows("SELECT text FROM incident").map { try $0.decode(String.self, at: 0) }
        }
        var acknowledged: Set<String> = [], refused: Set<String> = []
        for command in commands {
            let key = switch command.kind {
            case .upvote(let question): "\(command.voter) Q\(question)"
            case .report(let token): "report \(token)"
            }
            if command.isAcknowledged { acknowledged.insert(key) } else if command.wasUnreachable { refused.insert(key) }
        }
        let stored = Set(upvoteRows).union(reportRows.compactMap { text in
            text.split(separator: " ").first { $0.hasPrefix("fo") && $0.contains("-") }.map { "report \($0)" }
        })
        #expect(upvoteRows.count == Set(upvoteRows).count)
        let lost = acknowledged.subtracting(stored)
        #expect(lost.isEmpty, "\(lost.count) acknowledged writes are not on the new primary: \(lost.sorted().prefix(5))")
        let unexplained = stored.subtracting(acknowledged).subtracting(refused)
        #expect(unexplained.isEmpty, "\(unexplained.count) rows neither acknowledged nor refused: \(unexplained.sorted().prefix(5))")
    }

    /// Each question's count is its upvote rows: a fold that failed in the gap has been retried
    /// once the database was back (checked last, after the deliveries were waited for).
    private func expectCountsEqualRows(_ questions: [Int64], database: TownhallDatabase) async throws {
        for id in questions {
            let rows = try await database.engine.read { tx in
                try tx.value(Int.self, "SELECT COUNT(*) FROM upvote WHERE question_id = ?", [id])
            }
            let count = try await database.reading { try $0.question(id) }?.upvotes
            #expect(count == rows, "Q\(id): count \(count ?? -1), \(rows ?? -1) rows")
        }
    }

    /// Every report stored is posted in #mission exactly once, by one of the two processes.
    private func expectFeedPostedOnce(to watcher: LiveSpeaker, database: TownhallDatabase) async throws {
        let ids = try await database.engine.read { tx in try tx.rows("SELECT id FROM incident").map { try $0.decode(Int64.self, at: 0) } }
        try await watcher.inbox.wait(for: "every report posted in #mission", timeout: Self.timeout) { state in
            let seen = Self.feedPosts(in: state)
            return ids.allSatisfy { id in seen.contains { $0.hasPrefix("New report R\(id) ") } }
        }
        try await pong(watcher)
        let seen = Self.feedPosts(in: await watcher.inbox.state)
        for id in ids {
            #expect(seen.count { $0.hasPrefix("New report R\(id) ") } == 1, "R\(id) posted \(seen.count { $0.hasPrefix("New report R\(id) ") }) times")
        }
        // marked delivered too, or it would be posted again once its claim ran out
        #expect(try await database.reading { try $0.pendingFeedCount(in: "#mission", network: Self.network) } == 0)
    }

    static func feedPosts(in state: LiveInbox.State) -> [String] {
        state.lines.filter { $0.destination == .channel("#mission") }.map(\.text)
    }

    /// Every alert queued for a voter arrives in its DMs exactly once, from whichever process.
    private func expectAlertsDeliveredOnce(to voters: [LiveSpeaker], database: TownhallDatabase) async throws {
        for voter in voters {
            let account = AccountIdentity(network: Self.network, name: voter.nick)
            let queued = try await database.reading { try $0.outbox(of: account) }.map(\.message.text)
                .filter { $0.hasPrefix(FailoverCommandLoad.alertPrefix) }
            try await voter.inbox.wait(for: "\(voter.nick)'s alerts", timeout: Self.timeout) { state in
                queued.allSatisfy { alert in state.lines.contains { $0.text == alert } }
            }
            try await pong(voter)
            let received = await voter.inbox.state.lines.map(\.text).filter { $0.hasPrefix(FailoverCommandLoad.alertPrefix) }
            #expect(received.sorted() == queued.sorted(), "\(voter.nick) got \(received.sorted()), queued \(queued.sorted())")
        }
    }

    /// Each committed letter reaches the mail server once; one whose queueing was answered
    /// "can't reach" at most once; returns the figures.
    private func expectLettersSentOnce(_ letters: [FailoverLetterQueue.Letter]) async throws -> String {
        let odd = letters.filter { $0.failure != nil && !$0.wasUnreachable }
        #expect(odd.isEmpty, "letters refused for another reason: \(odd.prefix(3).map { $0.failure ?? "" })")
        let committed = letters.filter { $0.failure == nil }
        #expect(await Self.mail.waitForMail(to: committed.map(\.address), within: Self.timeout),
                "committed letters never sent: \(committed.filter { Self.mail.receivedMail(to: $0.address).isEmpty }.map(\.messageID))")
        let received = Dictionary(grouping: Self.mail.receivedMail(to: nil), by: \.envelopeTo)
        for letter in letters {
            let copies = received[letter.address]?.count ?? 0
            #expect(copies <= 1, "\(letter.messageID) sent \(copies) times")
        }
        return "\(committed.count) letters queued (\(letters.count - committed.count) queueings answered \"can't reach\"), "
            + "\(letters.count { received[$0.address] != nil }) sent"
    }

    /// A round trip with `speaker`'s bot: its lines before the pong have all arrived.
    private func pong(_ speaker: LiveSpeaker) async throws {
        let seen = await speaker.inbox.state.lines.count
        await speaker.say("ping", in: .direct)
        try await speaker.inbox.wait(for: "pong to \(speaker.nick)", timeout: Self.timeout) {
            $0.lines.dropFirst(seen).contains { $0.text == "pong" }
        }
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        String(format: "%.2f s", interval)
    }
}
