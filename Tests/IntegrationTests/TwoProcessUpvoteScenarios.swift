import Chat
import Civic
import Foundation
import Storage
import Testing
@testable import LiveScripts
@testable import TownhallApp

/// The upvote scenarios of `TwoProcessPostgresTests`.
extension TwoProcessPostgresTests {
    func upvoteStorm(_ deployment: SharedDatabaseDeployment, database: TownhallDatabase,
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
            Self.expectPlausible(reportedCounts[id, default: []], committed: committed.count, question: id)
        }
        #expect(committedInAll == voters.count * Self.budget)
        print("figure: \(voters.count) voters on 2 processes, \(committedInAll) upvotes committed, "
            + "\(acknowledged.values.map(\.count).reduce(0, +)) acknowledged")
    }

    /// Each voter of north is logged in twice, once talking to each bot, and sends its `up`s
    /// alternately to one and the other, all at once: the budget is checked and spent in two
    /// processes at the same moment, so only the database can keep it at 3.
    func budgetRace(_ deployment: SharedDatabaseDeployment, bots: [SharedDatabaseDeployment.Bot],
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
            Self.expectPlausible(reportedCounts[id, default: []], committed: committed.count, question: id)
        }
    }

    /// The counts the acknowledgements of one question reported. A reply reads the count after
    /// its batch's fold (`ShardedTally`), which on PostgreSQL may already hold the other process's
    /// upvotes committed meanwhile — so two replies may show one number and a number may be
    /// skipped — but never more than were committed in the end, and whichever batch folds last
    /// sees them all.
    static func expectPlausible(_ reported: [Int], committed: Int, question id: Int64) {
        #expect(reported.count == committed, "Q\(id): \(reported.count) counts reported for \(committed) upvotes")
        #expect(reported.allSatisfy { (1...max(1, committed)).contains($0) }, "Q\(id): \(reported.sorted())")
        #expect(committed == 0 || reported.max() == committed, "Q\(id): \(reported.sorted()), \(committed) committed")
    }
}
