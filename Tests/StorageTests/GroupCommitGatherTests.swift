import DatabaseTestSupport
import Foundation
@testable import Storage
import Testing

/// `GroupCommitQueue`'s gather: after a commit, the next batch waits (briefly) for the callers
/// the last one answered, so that callers who come straight back share a commit instead of
/// splitting into groups that take turns; a caller alone is never held by it.
@Suite("Group commit: gathering the callers just answered")
struct GroupCommitGatherTests {
    static let date = Date(timeIntervalSince1970: 1_800_000_000)
    static let day = "2027-01-15"
    static let voters = 10
    static let upvotesEach = 5

    /// A database file with `upvotesEach` questions to upvote.
    static func seeded(_ label: String) async throws -> (TownhallDatabase, [Int64]) {
        let database = try await DatabaseKind.sqlite.makeDatabase(label: label)
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        var ids: [Int64] = []
        for number in 0..<upvotesEach {
            let asker = AccountIdentity(network: "test", name: "asker\(number)")
            ids.append(try await database.ask("question \(number)", to: "P000197", tags: [], by: asker, at: date).id)
        }
        return (database, ids)
    }

    /// One thread's worth of work per answer, one answer at a time, as the chat's event loop
    /// writes each reply and reads the voter's next command: the voters come back one by one.
    actor Front {
        private var checksum = 0
        func answer() {
            for step in 0..<2_000 { checksum &+= step &* 31 }
        }
    }

    /// Ten voters upvote five questions each on a real SQLite file, every voter sending the next
    /// upvote as soon as the last is acknowledged and `Front` has answered it, all ten at once.
    /// The gather is long here (50 ms, the bot's is 0.5 ms) so that a busy machine cannot make it
    /// run out; it ends when all ten are back. It took 5 or 6 commits in 8 runs; with no gather, 7 or 9.
    @Test("Voters who come straight back share the next commit")
    func votersComingBackShareACommit() async throws {
        let (database, ids) = try await Self.seeded("gather")
        let queue = GroupCommitQueue<UpvoteRequest, UpvoteOutcome>(maxBatch: 1_000, gather: .milliseconds(50)) { requests in
            try await TownhallDatabase.commitUpvotes(requests, to: database.engine)
        }
        let front = Front()
        let outcomes = try await withThrowingTaskGroup(of: [UpvoteOutcome].self) { group in
            for voter in 0..<Self.voters {
                group.addTask {
                    var outcomes: [UpvoteOutcome] = []
                    for id in ids {
                        let account = AccountIdentity(network: "test", name: "voter\(voter)")
                        outcomes.append(try await queue.submit(UpvoteRequest(questionID: id, account: account, day: Self.day,
                                                                             limit: Self.upvotesEach, date: Self.date)))
                        await front.answer()
                    }
                    return outcomes
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outcomes.count == Self.voters * Self.upvotesEach)
        #expect(outcomes.allSatisfy { if case .counted = $0 { true } else { false } })
        let counts = try await database.reading { snapshot in try ids.map { try snapshot.question($0)?.upvotes } }
        #expect(counts == Array(repeating: Self.voters, count: Self.upvotesEach))
        // one commit for the first comer, then one per round of ten
        #expect(queue.statistics.requests == Self.voters * Self.upvotesEach)
        #expect(queue.statistics.transactions <= Self.upvotesEach + 1, "\(queue.statistics.transactions) commits for 50 upvotes")
    }

    /// With a gather far longer than the test takes: a lone caller's next request ends each
    /// wait at once, since it is all the last batch answered. (With the wait ended one request
    /// later, each of its requests after the first waits the whole minute, and runs it out.)
    @Test("A caller alone is not held by the gather")
    func aLoneCallerIsNotHeld() async throws {
        let queue = GroupCommitQueue<Int, Int>(maxBatch: 100, gather: .seconds(60)) { requests in
            requests.map { $0 * 2 }
        }
        var answers: [Int] = []
        for request in 1...5 { answers.append(try await queue.submit(request)) }
        #expect(answers == [2, 4, 6, 8, 10])
        #expect(queue.statistics.transactions == 5)
        #expect(queue.statistics.gathersRunOut == 0)
    }
}
