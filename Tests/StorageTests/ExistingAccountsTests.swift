import Foundation
@testable import SQLStore
@testable import Storage
import Testing

/// A batch of upvotes makes ahead only the accounts the process has not seen exist
/// (`ExistingAccounts`), and a remembered account that was deleted since is still made by the
/// batch itself.
@Suite("Upvotes: accounts made ahead once per process")
struct ExistingAccountsTests {
    let date = Date(timeIntervalSince1970: 1_800_000_000)

    func accounts(_ count: Int) -> [AccountIdentity] {
        (0..<count).map { AccountIdentity(network: "test", name: "voter\($0)") }
    }

    @Test func unknownAccountsAreNamedOnceAndForgottenPastTheCapacity() {
        let existing = ExistingAccounts()
        let three = accounts(3)
        #expect(existing.unknown(among: three + three) == three)
        existing.remember(Array(three.prefix(2)))
        #expect(existing.unknown(among: three) == [three[2]])
        existing.remember(accounts(ExistingAccounts.capacity).suffix(ExistingAccounts.capacity - 2))
        #expect(existing.count == ExistingAccounts.capacity)
        // one more is past the capacity: everything is forgotten, and the newcomer kept
        existing.remember([AccountIdentity(network: "test", name: "newcomer")])
        #expect(existing.count == 1)
        #expect(existing.unknown(among: three) == three)
    }

    @Test func aRememberedAccountIsNotMadeAheadAgainAndTheBatchStillMakesItIfItWasDeleted() async throws {
        let database = try await DatabaseKind.postgres.makeDatabase(label: "ahead")
        try await SeedRows.members([QuestionStorageTests.pelosi], in: database)
        let asker = AccountIdentity(network: "test", name: "asker")
        let question = try await database.ask("a question", to: "P000197", tags: [], by: asker, at: date).id
        let voters = accounts(TownhallDatabase.accountsAheadBatchSize + 8)
        let existing = ExistingAccounts()
        func stored() async throws -> Set<String> {
            try await database.engine.read { tx in
                Set(try tx.rows("SELECT name FROM account WHERE name <> 'asker'").map { try $0.decode(String.self, at: 0) })
            }
        }
        try await TownhallDatabase.createAccountsAhead(voters, at: date, on: database.engine, existing: existing)
        #expect(try await stored() == Set(voters.map(\.name)))
        #expect(existing.count == voters.count)

        let ghost = voters[5]
        try await database.engine.write { tx in try tx.execute("DELETE FROM account WHERE name = ?", [ghost.name]) }
        try await TownhallDatabase.createAccountsAhead(voters, at: date, on: database.engine, existing: existing)
        #expect(try await !stored().contains(ghost.name), "a remembered account is not looked up again")

        let requests = voters.map { UpvoteRequest(questionID: question, account: $0, day: "2027-01-15", limit: 3, date: date) }
        let outcomes = try await TownhallDatabase.commitUpvotes(requests, to: database.engine, existing: existing)
        #expect(outcomes.allSatisfy { if case .counted = $0 { true } else { false } }, "\(outcomes)")
        #expect(try await stored().contains(ghost.name), "the batch made the deleted account again")
        #expect(try await database.reading { try $0.question(question) }?.upvotes == voters.count)

        // without what the process remembers, the account is made ahead as before
        try await database.engine.write { tx in
            try tx.execute("DELETE FROM upvote_budget WHERE account_id = (SELECT id FROM account WHERE name = ?)", [ghost.name])
            try tx.execute("DELETE FROM upvote WHERE account_id = (SELECT id FROM account WHERE name = ?)", [ghost.name])
            try tx.execute("DELETE FROM account WHERE name = ?", [ghost.name])
        }
        try await TownhallDatabase.createAccountsAhead(voters, at: date, on: database.engine)
        #expect(try await stored().contains(ghost.name))
        try await database.close()
    }
}
