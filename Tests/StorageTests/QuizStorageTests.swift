import Foundation
@testable import Storage
import Testing

/// Quiz runs and the points won in them: what the leaderboard is made of.
@Suite("Quiz runs and points")
struct QuizStorageTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    @Test("the leaderboard sums points per account, ties to fewer rounds then name, by channel and since",
          arguments: DatabaseKind.allCases)
    func leaderboard(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let run = try await database.startQuizRun(network: "test", channel: "#rocks", startedBy: AccountIdentity(network: "test", name: "alice"), rounds: 5, at: start)
        let other = try await database.startQuizRun(network: "test", channel: "#gems", startedBy: AccountIdentity(network: "test", name: "bob"), rounds: 5, at: start)
        #expect(other != run)
        let later = start.addingTimeInterval(3_600)
        for (name, points, channel, runID, date) in [("carol", 3, "#rocks", run, start), ("alice", 2, "#rocks", run, start),
                                                     ("alice", 1, "#rocks", run, later), ("bob", 3, "#gems", other, later),
                                                     ("Dave", 3, "#rocks", run, later)] {
            try await database.recordQuizPoints(points, run: runID, account: account(name), channel: channel,
                                                mineral: "quartz", at: date)
        }
        let all = try await database.reading { try $0.quizLeaderboard(network: "test", channel: nil, since: nil, limit: 10) }
        #expect(all == [QuizStanding(name: "bob", points: 3, wins: 1), QuizStanding(name: "carol", points: 3, wins: 1),
                        QuizStanding(name: "Dave", points: 3, wins: 1), QuizStanding(name: "alice", points: 3, wins: 2)])
        let rocksLately = try await database.reading { try $0.quizLeaderboard(network: "test", channel: "#rocks", since: later, limit: 1) }
        #expect(rocksLately == [QuizStanding(name: "Dave", points: 3, wins: 1)])
        #expect(try await database.reading { try $0.quizLeaderboard(network: "other", channel: nil, since: nil, limit: 10) }.isEmpty)
    }

    @Test("a restart closes the runs it cut off, and only those", arguments: DatabaseKind.allCases)
    func interruptedRuns(kind: DatabaseKind) async throws {
        let database = try await kind.makeDatabase()
        let finished = try await database.startQuizRun(network: "test", channel: "#a", startedBy: AccountIdentity(network: "test", name: "alice"), rounds: 1, at: start)
        _ = try await database.startQuizRun(network: "test", channel: "#b", startedBy: AccountIdentity(network: "test", name: "alice"), rounds: 3, at: start)
        _ = try await database.startQuizRun(network: "hs", channel: "!room", startedBy: AccountIdentity(network: "hs", name: "bob"), rounds: 3, at: start)
        try await database.endQuizRun(finished, reason: "finished", at: start)
        #expect(try await database.reading { try $0.openQuizRunCount() } == 2)
        let cut = try await database.endInterruptedQuizRuns(at: start.addingTimeInterval(60))
        #expect(cut.map(\.network) == ["test", "hs"])
        #expect(cut.map(\.channel) == ["#b", "!room"])
        #expect(try await database.reading { try $0.openQuizRunCount() } == 0)
        #expect(try await database.endInterruptedQuizRuns(at: start).isEmpty)
    }
}
