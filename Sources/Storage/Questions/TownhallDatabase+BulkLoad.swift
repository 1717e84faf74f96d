import Foundation
import SQLStore

extension TownhallDatabase {
    /// Inserts everything in `load` in ONE transaction (each statement prepared once on SQLite):
    /// a million rows take seconds, not the hours a transaction per row would. All or nothing:
    /// an account that already exists (or a question to an unknown member) writes nothing.
    public func bulkLoad(_ load: BulkLoad) async throws {
        try await engine.write { tx in
            var accountIDs: [Int64] = []
            accountIDs.reserveCapacity(load.accounts.count)
            for identity in load.accounts {
                accountIDs.append(try Self.insertedID(in: tx, """
                    INSERT INTO account (network, name, created_at) VALUES (?, ?, ?) RETURNING id
                    """, [identity.network, identity.name, load.accountsCreatedAt]))
            }
            var questionIDs: [Int64] = []
            questionIDs.reserveCapacity(load.questions.count)
            for row in load.questions {
                let id = try Self.insertedID(in: tx, """
                    INSERT INTO question (asker_id, member_bioguide, text, created_at) VALUES (?, ?, ?, ?) RETURNING id
                    """, [try Self.id(at: row.asker, in: accountIDs, table: "accounts"), row.memberBioguide, row.text,
                          row.createdAt])
                try Self.insertRank(of: id, to: row.memberBioguide, in: tx)
                questionIDs.append(id)
            }
            // Counted like the upvotes of one batch (`ShardedTally`), each account's budget of
            // each day written once.
            var counts: [Int64: Int] = [:]
            var budgets: [BudgetDay: Int] = [:]
            for row in load.upvotes {
                let questionID = try Self.id(at: row.question, in: questionIDs, table: "questions")
                let accountID = try Self.id(at: row.voter, in: accountIDs, table: "accounts")
                try tx.execute("INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (?, ?, ?, ?)",
                               [questionID, accountID, row.day, row.createdAt])
                counts[questionID, default: 0] += 1
                budgets[BudgetDay(accountID: accountID, day: row.day), default: 0] += 1
            }
            try ShardedTally.questionUpvotes.addAlone(counts, in: tx)
            for (budget, used) in budgets {
                try tx.execute("INSERT INTO upvote_budget (account_id, day, used) VALUES (?, ?, ?)",
                               [budget.accountID, budget.day, used])
            }
        }
    }

    static func id(at index: Int, in ids: [Int64], table: String) throws -> Int64 {
        guard ids.indices.contains(index) else { throw StorageError.bulkLoadIndexOutOfRange(table: table, index: index) }
        return ids[index]
    }

    /// The id an `INSERT … RETURNING id` gave its new row.
    static func insertedID(in tx: any SQLTransaction, _ sql: String, _ arguments: [any SQLValueConvertible]) throws -> Int64 {
        guard let id = try tx.value(Int64.self, sql, arguments) else { throw StorageError.rowVanished("a row just inserted") }
        return id
    }

    /// One account's upvotes of one day (`upvote_budget`).
    private struct BudgetDay: Hashable {
        var accountID: Int64
        var day: String
    }
}
