import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// A surge of people upvoting for the first time through two bot processes on one database (issue
/// 17): each voter has no account row yet, so every batch inserts accounts as well as upvotes,
/// and the two processes' batches overlap. Every upvote must be counted — none given up after
/// conflicts on PostgreSQL — the budget of 3 a day must hold, and the counts must be exact.
@Suite("Upvotes: first-time voters surging through two processes")
struct UpvoteSurgeTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let day = "2027-01-15"
    static let voters = 2_000
    static let questions = 20
    static let limit = 3
    /// Callers per process: enough that a batch holds a couple of hundred upvotes.
    static let callersPerProcess = 250

    func voter(_ index: Int) -> AccountIdentity { AccountIdentity(network: "test", name: "voter\(index)") }

    /// The questions voter `index` upvotes, in order: one more than the budget.
    func ballot(of index: Int, among ids: [Int64]) -> [Int64] {
        (0...Self.limit).map { ids[(index + 7 * $0) % ids.count] }
    }

    @Test(arguments: DatabaseKind.allCases)
    func firstTimeVotersFromTwoProcessesAreAllCounted(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase(label: "upsurge")
        try await SeedRows.members([QuestionStorageTests.pelosi], in: first)
        var ids: [Int64] = []
        for number in 0..<Self.questions {
            let asker = AccountIdentity(network: "test", name: "asker\(number)")
            ids.append(try await first.ask("question \(number)", to: "P000197", tags: [], by: asker, at: date).id)
        }
        let questionIDs = ids
        let second = try first.secondProcess()
        let callers = 2 * Self.callersPerProcess
        let outcomes = try await withThrowingTaskGroup(of: [UpvoteOutcome?].self) { group in
            for caller in 0..<callers {
                let database = caller.isMultiple(of: 2) ? first : second
                group.addTask {
                    var outcomes: [UpvoteOutcome?] = []
                    for index in stride(from: caller, to: Self.voters, by: callers) {
                        for question in ballot(of: index, among: questionIDs) {
                            do {
                                outcomes.append(try await database.upvote(question, by: voter(index), day: day,
                                                                          limit: Self.limit, at: date))
                            } catch SQLEngineError.gaveUpAfterConflicts {
                                outcomes.append(nil)
                            }
                        }
                    }
                    return outcomes
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        let counted = outcomes.filter { if case .counted = $0 { true } else { false } }.count
        let spent = outcomes.filter { $0 == .budgetSpent(limit: Self.limit) }.count
        let givenUp = outcomes.filter { $0 == nil }.count
        #expect(givenUp == 0)
        #expect(counted == Self.voters * Self.limit)
        #expect(spent == Self.voters)
        // Every question's count is the number of its upvote rows, whichever process took them.
        var expected: [Int64: Int] = [:]
        for index in 0..<Self.voters {
            for question in ballot(of: index, among: ids).prefix(Self.limit) { expected[question, default: 0] += 1 }
        }
        for id in ids {
            #expect(try await second.reading { try $0.question(id) }?.upvotes == expected[id])
        }
        let accounts = try await second.engine.read { tx in try tx.value(Int.self, "SELECT COUNT(*) FROM account") }
        #expect(accounts == Self.voters + Self.questions, "one account row per voter and asker")
        let counters = [first, second].compactMap { ($0.engine as? PostgresEngine)?.counters }
        #expect(counters.allSatisfy { $0.gaveUpAfterConflicts == 0 })
        let batches = first.upvoteBatching.transactions + second.upvoteBatching.transactions
        print("UpvoteSurgeTests \(kind): \(outcomes.count) upvotes in \(batches) transactions (\(givenUp) given up), "
            + "retried after a conflict: \(counters.map(\.retriedAfterConflict).reduce(0, +))")
        try await first.close()
        try await second.close()
    }
}
