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

/// Issue 4, item 8: fifty real accounts, each logged in with SASL on a real InspIRCd + Atheme
/// network, upvote at the same moment through the real bot (BotService). Each sends `up` for
/// more questions than the daily budget allows; nobody gets more than the budget, every
/// acknowledged upvote is in the database, and the counts are exact.
@Suite("Fifty accounts upvoting at once on a real IRC network", .serialized)
struct CrowdUpvoteTests {
    static let accounts = VoterAccounts(network: "crowd", basePort: 22_667, voterPrefix: "voter", count: 50)
    static var voters: [String] { accounts.voters }
    static let questionCount = 5
    static let budget = QuestionRules().dailyUpvotes
    /// Twice the usual patience: fifty SASL logins at once are the slowest step of any test.
    static let timeout: Duration = TestNetwork.patience * 2

    @Test("50 voters send 5 upvotes each at once: exactly 3 acknowledged per voter, all committed, counts exact",
          arguments: DatabaseKind.allCases)
    func crowd(kind: DatabaseKind) async throws {
        try await Self.accounts.run { try await crowd(on: $0, kind: kind) }
    }

    private func crowd(on info: TestNetwork.Info, kind: DatabaseKind) async throws {
        try await RunningBot.with(on: info, floodExempt: true, database: kind) { bot in
            let asker = Self.accounts.speaker("asker", on: info, logLevel: .warning)
            defer { asker.stop() }
            try await asker.start(timeout: Self.timeout)
            try await LiveTranscript(botNick: "townhall", speakers: [asker]).handshake(from: asker, timeout: Self.timeout)
            var questions: [Int64] = []
            for number in 1...Self.questionCount {
                questions.append(try await VoterAccounts.ask("Question \(number): will you hold a town hall on the budget?", as: asker, timeout: Self.timeout))
            }

            let voters = Self.voters.map { Self.accounts.speaker($0, on: info, logLevel: .warning) }
            defer { voters.forEach { $0.stop() } }
            try await withThrowingTaskGroup(of: Void.self) { group in
                for voter in voters { group.addTask { try await voter.start(timeout: Self.timeout) } }
                try await group.waitForAll()
            }
            // Everyone online: each voter upvotes all the questions at once, starting at a
            // different one so that every question gets a different share.
            let orders = voters.indices.map { index in
                (0..<questions.count).map { questions[(index + $0) % questions.count] }
            }
            let replies = try await withThrowingTaskGroup(of: (Int, [String]).self) { group in
                for (index, voter) in voters.enumerated() {
                    let order = orders[index]
                    group.addTask {
                        for id in order { await voter.say("up Q\(id)", in: .direct) }
                        return (index, try await directLines(order.count, to: voter))
                    }
                }
                return try await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
            }
            try await verify(replies: replies, orders: orders, questions: questions,
                             database: DatabaseKind.open(bot.configuration.database))
        }
    }

    private func verify(replies: [Int: [String]], orders: [[Int64]], questions: [Int64],
                        database: TownhallDatabase) async throws {
        let day = QuestionRules().dayKey(for: Date())
        var acknowledged: [Int64: Set<String>] = [:]
        var reportedCounts: [Int64: [Int]] = [:]
        for (index, voter) in Self.voters.enumerated() {
            let lines = try #require(replies[index])
            // One person's commands are answered in order: the budget goes to their first three.
            for (position, (line, id)) in zip(lines, orders[index]).enumerated() {
                if position < Self.budget {
                    #expect(line.hasPrefix("Upvoted Q\(id) ("), "\(voter): \(line)")
                    acknowledged[id, default: []].insert(voter)
                    if let count = Self.upvotesNow(in: line) { reportedCounts[id, default: []].append(count) }
                } else {
                    #expect(line.hasPrefix("You have used your \(Self.budget) upvotes for today"), "\(voter): \(line)")
                }
            }
            let account = AccountIdentity(network: "test", name: voter)
            #expect(try await database.reading { try $0.upvotesUsed(by: account, day: day) } == Self.budget, "\(voter)")
        }
        #expect(acknowledged.values.map(\.count).reduce(0, +) == Self.voters.count * Self.budget)
        for id in questions {
            let committed = try await database.reading { try $0.upvoters(of: id) }.map(\.name)
            #expect(Set(committed) == acknowledged[id, default: []], "Q\(id)")
            #expect(committed.count == acknowledged[id, default: []].count, "Q\(id)")
            #expect(try await database.reading { try $0.question(id) }?.upvotes == committed.count, "Q\(id)")
            // Each acknowledgement reported the count its own commit produced: 1, 2, … n, once each.
            #expect(reportedCounts[id, default: []].sorted() == Array(0..<committed.count).map { $0 + 1 }, "Q\(id)")
        }
    }

    /// The first `count` lines the bot sent `speaker` in a DM after the first `after` lines.
    private func directLines(_ count: Int, to speaker: LiveSpeaker, after: Int = 0) async throws -> [String] {
        let mine = ChatReply.Destination.direct(nick: speaker.nick)
        try await speaker.inbox.wait(for: "\(count) replies to \(speaker.nick)", timeout: Self.timeout) { state in
            state.lines.dropFirst(after).filter { $0.destination == mine }.count >= count
        }
        return await speaker.inbox.state.lines.dropFirst(after).filter { $0.destination == mine }.prefix(count).map(\.text)
    }

    /// 7 from "Upvoted Q3 (7 upvotes now). …".
    static func upvotesNow(in line: String) -> Int? {
        guard let open = line.firstIndex(of: "(") else { return nil }
        return Int(line[line.index(after: open)...].prefix { $0.isNumber })
    }
}
