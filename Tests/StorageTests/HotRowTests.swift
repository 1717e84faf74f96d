import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// One popular question (or report) voted on by many people at once, from two bot processes on
/// one database (issue 17 item 4: counters must not serialise every write on one row). Counts must
/// stay exact; on PostgreSQL the test also reports how many transactions were run again after a
/// serialization conflict, the figure the counter layout is meant to keep low.
@Suite("Hot rows: many votes on one question or report from two processes")
struct HotRowTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)
    let day = "2027-01-15"
    static let voters = 400
    /// Callers per process, each voting for its share of the voters one after the other: many
    /// small batches from both processes overlap, as they do on a busy election night.
    static let callersPerProcess = 16

    func account(_ name: String) -> AccountIdentity { AccountIdentity(network: "test", name: name) }

    @Test(arguments: DatabaseKind.allCases)
    func concurrentUpvotesOfOneQuestionFromTwoProcessesAreCountedExactly(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        try await upvotesOfOneQuestionAreCountedExactly(first, try first.secondProcess())
    }

    /// Every voter upvotes one question through `first` or `second` (two processes on one database).
    func upvotesOfOneQuestionAreCountedExactly(_ first: TownhallDatabase, _ second: TownhallDatabase) async throws {
        try await SeedRows.members([QuestionStorageTests.pelosi], in: first)
        let question = try await first.ask("rent cap?", to: "P000197", tags: [], by: account("asker"), at: date)
        try await createAccounts("voter", in: first)
        let outcomes = try await votes(through: first, second) { database, voter in
            try await database.upvote(question.id, by: account("voter\(voter)"), day: day, limit: 3, at: date)
        }
        let counts = outcomes.compactMap { if case .counted(let upvotes, _, _, _, _) = $0 { upvotes } else { nil } }
        #expect(counts.count == Self.voters)
        // Each reply counts at least its own upvote and never more than were made.
        #expect(counts.allSatisfy { (1...Self.voters).contains($0) })
        for database in [first, second] {
            #expect(try await database.reading { try $0.question(question.id) }?.upvotes == Self.voters)
            #expect(try await database.reading { try $0.questions(QuestionListing(official: "P000197")) }
                .map(\.upvotes) == [Self.voters])
        }
        let stored = try await first.engine.read { tx in
            try tx.value(Int.self, "SELECT COUNT(*) FROM upvote WHERE question_id = ?", [question.id])
        }
        #expect(stored == Self.voters)
        reportConflicts("upvotes", first, second)
    }

    @Test(arguments: DatabaseKind.allCases)
    func concurrentLikesOfOneReportFromTwoProcessesAreCountedExactly(kind: DatabaseKind) async throws {
        let first = try await kind.makeDatabase()
        try await likesOfOneReportAreCountedExactly(first, try first.secondProcess())
    }

    /// A report is filed, and every fan likes it through `first` or `second`.
    func likesOfOneReportAreCountedExactly(_ first: TownhallDatabase, _ second: TownhallDatabase) async throws {
        try await SeedRows.zipDistricts([ZipDistrict(zcta: "94110", state: "CA", stateFIPS: "06", districtNumber: 11)],
                                        in: first)
        let filed = try await first.report(.line, zip: "94110", text: "long line", imageURL: nil, by: account("reporter"),
                                           perHour: 3, at: date)
        guard case .filed(let id, _) = filed else { throw StorageTestFailure("not filed: \(filed)") }
        try await createAccounts("fan", in: first)
        let outcomes = try await votes(through: first, second) { database, fan in
            try await database.like(id, by: account("fan\(fan)"), at: date)
        }
        let counts = outcomes.compactMap { if case .counted(let likes) = $0 { likes } else { nil } }
        #expect(counts.count == Self.voters)
        #expect(counts.allSatisfy { (1...Self.voters).contains($0) })
        for database in [first, second] {
            #expect(try await database.reading { try $0.incident(id) }?.likes == Self.voters)
        }
        reportConflicts("likes", first, second)
    }

    /// The voters' accounts, made beforehand: what is measured is the votes on one row, not
    /// accounts created at once (whose unique index is a hot spot of its own on PostgreSQL).
    func createAccounts(_ prefix: String, in database: TownhallDatabase) async throws {
        try await database.engine.write { tx in
            for voter in 0..<Self.voters {
                _ = try TownhallDatabase.ensureAccount(account("\(prefix)\(voter)"), at: date, in: tx)
            }
        }
    }

    /// Every voter's `vote`, `callersPerProcess` callers on each of the two databases at once.
    func votes<Outcome: Sendable>(through first: TownhallDatabase, _ second: TownhallDatabase,
                                  _ vote: @escaping @Sendable (TownhallDatabase, Int) async throws -> Outcome) async throws -> [Outcome] {
        let callers = 2 * Self.callersPerProcess
        return try await withThrowingTaskGroup(of: [Outcome].self) { group in
            for caller in 0..<callers {
                let database = caller.isMultiple(of: 2) ? first : second
                group.addTask {
                    var outcomes: [Outcome] = []
                    for voter in stride(from: caller, to: Self.voters, by: callers) {
                        outcomes.append(try await vote(database, voter))
                    }
                    return outcomes
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// Prints the retries of both engines (PostgreSQL only; SQLite never conflicts). With the count
    /// on the row, most upvote batches gave up after 10 conflicts in a row (3 runs of 3).
    func reportConflicts(_ what: String, _ databases: TownhallDatabase...) {
        let counters = databases.compactMap { ($0.engine as? PostgresEngine)?.counters }
        #expect(counters.allSatisfy { $0.gaveUpAfterConflicts == 0 })
        let retries = counters.map(\.retriedAfterConflict)
        guard !retries.isEmpty else { return }
        print("HotRowTests \(what): \(Self.voters) votes on one row from two processes, transactions retried after a conflict: \(retries.reduce(0, +))")
    }
}
