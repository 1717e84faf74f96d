import Chat
import DatabaseTestSupport
import Foundation
import IRCTestNetwork
import Import
@testable import LiveScripts
import Logging
import SQLStore
import Storage
import Testing
@testable import TownhallApp

/// Issue 16, item 5: the bot process itself — `townhall serve`, the executable an operator runs —
/// is killed with SIGKILL in the middle of an upvote storm and started again on the same
/// database. Every upvote it acknowledged before it died is there after the restart, every count
/// is exact, and the new process answers.
@Suite("kill -9 of townhall serve during an upvote storm", .serialized)
struct BotProcessKillTests {
    static let accounts = VoterAccounts(network: "botkill", basePort: 10_667, voterPrefix: "kill", count: 20)
    static let questionCount = 20
    /// The process is killed once this many upvotes were acknowledged.
    static let acknowledgedBeforeKill = 100
    static let timeout: Duration = TestNetwork.patience * 2

    @Test("every upvote acknowledged before the kill is committed; counts exact; the restarted bot answers",
          arguments: DatabaseKind.allCases)
    func killDuringStorm(kind: DatabaseKind) async throws {
        try await Self.accounts.run { try await killDuringStorm(on: $0, kind: kind) }
    }

    private func killDuringStorm(on info: TestNetwork.Info, kind: DatabaseKind) async throws {
        let databasePath = try await RunningBot.newDatabaseLocation(kind)
        let seeded = try await DatabaseKind.open(databasePath)
        try await DemoData.seed(into: seeded)
        try await seeded.close()
        let configuration = try Self.writeConfiguration(info: info, database: databasePath)
        let environment = try await RunningBot.databaseEnvironment(for: databasePath)
        var bot = try BotProcess.start(configuration: configuration, environment: environment)
        do {
            try await storm(killing: &bot, configuration: configuration, environment: environment, database: databasePath, on: info)
        } catch {
            bot.stop()
            throw error
        }
        bot.stop()
    }

    private func storm(killing bot: inout BotProcess, configuration: String, environment: [String: String],
                       database path: String, on info: TestNetwork.Info) async throws {
        let asker = Self.accounts.speaker("asker", on: info)
        defer { asker.stop() }
        try await asker.start(timeout: Self.timeout)
        try await LiveTranscript(botNick: "townhall", speakers: [asker]).handshake(from: asker, timeout: Self.timeout)
        var questions: [Int64] = []
        for number in 1...Self.questionCount {
            questions.append(try await VoterAccounts.ask("Question \(number) before the crash: will you hold a town hall?", as: asker, timeout: Self.timeout))
        }
        let voters = try await Self.accounts.startVoters(on: info, timeout: Self.timeout)
        defer { voters.forEach { $0.stop() } }

        let tally = AcknowledgementTally(speakers: voters.count)
        let storm = UpvoteStorm.start(voters, over: questions, tally: tally)
        await tally.wait(for: Self.acknowledgedBeforeKill)
        // What the dead process acknowledged, read before anything else can answer.
        var acknowledgedBeforeKill: [(voter: String, line: String)] = []
        bot.kill()
        for voter in voters {
            acknowledgedBeforeKill += await voter.inbox.state.lines.map { (voter.nick, $0.text) }
        }
        bot = try BotProcess.start(configuration: configuration, environment: environment)
        await storm.value
        try await LiveTranscript(botNick: "townhall", speakers: [asker]).handshake(from: asker, timeout: Self.timeout)

        let database = try await DatabaseKind.open(path)
        let beforeKill = acknowledgedBeforeKill.filter { $0.line.hasPrefix("Upvoted Q") }
        #expect(beforeKill.count >= Self.acknowledgedBeforeKill)
        for (voter, line) in beforeKill {
            let id = try #require(Int64(line.dropFirst("Upvoted Q".count).prefix { $0.isNumber }))
            let upvoters = try await database.reading { try $0.upvoters(of: id) }.map(\.name)
            #expect(upvoters.contains(voter), "\(voter)'s upvote of Q\(id) was acknowledged before the kill and is gone")
        }
        var acknowledged = 0, committed = 0
        for id in questions {
            let upvoters = try await database.reading { try $0.upvoters(of: id) }.map(\.name)
            committed += upvoters.count
            #expect(try await database.reading { try $0.question(id) }?.upvotes == upvoters.count, "Q\(id)")
            for voter in voters {
                let said = await voter.inbox.state.lines.contains { $0.text.hasPrefix("Upvoted Q\(id) (") }
                if said {
                    acknowledged += 1
                    #expect(upvoters.contains(voter.nick), "\(voter.nick): Q\(id) acknowledged, not committed")
                }
            }
        }
        print("figure: killed after \(beforeKill.count) acknowledged upvotes; in all \(acknowledged) acknowledged, "
            + "\(committed) committed")
    }

    /// The configuration file, next to the SQLite file or, on PostgreSQL, in a folder of its own;
    /// `extraYAML` adds top-level sections.
    static func writeConfiguration(info: TestNetwork.Info, database: String, admins: [String] = [],
                                   extraYAML: String = "") throws -> String {
        let onPostgres = PostgresLocation.isPostgresURL(database)
        let yaml = configuration(info: info, database: database, admins: admins, extraYAML: extraYAML)
        let folder = onPostgres ? URL(fileURLWithPath: RunningBot.newDatabasePath()).deletingLastPathComponent()
            : URL(fileURLWithPath: database).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("townhall.yaml")
        try yaml.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    /// The file's text: the bot on `info`'s flood-exempt port with `admins`, allowing each speaker
    /// `rateLimit` commands in 30 s.
    static func configuration(info: TestNetwork.Info, database: String, admins: [String] = [], rateLimit: Int = 200,
                              extraYAML: String = "") -> String {
        let onPostgres = PostgresLocation.isPostgresURL(database)
        return """
            database: \(database)\(onPostgres ? "\ndatabase_password_env: TEST_DATABASE_PASSWORD" : "")
            networks:
              - name: test
                host: \(info.host)
                port: \(info.botTLSPort)
                tls: true
                tls_server_name: localhost
                ca_file: \(info.caFile)
                nick: townhall
                sasl: {mechanism: PLAIN, account: bot, password_env: TEST_BOT_PASSWORD}
                channels: ["#civics"]
                reconnect: {min_seconds: 0.5, max_seconds: 2}
                flood: {burst: 100, interval_ms: 10}
                admins: [\(admins.joined(separator: ", "))]
            commands:
              rate_limit: {commands: \(rateLimit), per_seconds: 30}
            questions: {daily_upvotes: 100}
            """ + (extraYAML.isEmpty ? "" : "\n" + extraYAML)
    }
}
