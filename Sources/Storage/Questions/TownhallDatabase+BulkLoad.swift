import Foundation
import GRDB

extension TownhallDatabase {
    /// Inserts everything in `load` in ONE transaction with one prepared statement per table:
    /// a million rows take seconds, not the hours a transaction per row would. All or nothing:
    /// an account that already exists (or a question to an unknown member) writes nothing.
    public func bulkLoad(_ load: BulkLoad) async throws {
        try await writer.write { db in
            let account = try db.makeStatement(sql: "INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)")
            var accountIDs: [Int64] = []
            accountIDs.reserveCapacity(load.accounts.count)
            for identity in load.accounts {
                try account.execute(arguments: [identity.network, identity.name, load.accountsCreatedAt])
                accountIDs.append(db.lastInsertedRowID)
            }
            let question = try db.makeStatement(sql: """
                INSERT INTO question (asker_id, member_bioguide, text, created_at) VALUES (?, ?, ?, ?)
                """)
            var questionIDs: [Int64] = []
            questionIDs.reserveCapacity(load.questions.count)
            for row in load.questions {
                try question.execute(arguments: [try Self.id(at: row.asker, in: accountIDs, table: "accounts"),
                                                  row.memberBioguide, row.text, row.createdAt])
                questionIDs.append(db.lastInsertedRowID)
            }
            // The upvote trigger keeps each question's count exact, as for any other upvote.
            let upvote = try db.makeStatement(sql: """
                INSERT INTO upvote (question_id, account_id, day, created_at) VALUES (?, ?, ?, ?)
                """)
            for row in load.upvotes {
                try upvote.execute(arguments: [try Self.id(at: row.question, in: questionIDs, table: "questions"),
                                                try Self.id(at: row.voter, in: accountIDs, table: "accounts"),
                                                row.day, row.createdAt])
            }
        }
    }

    static func id(at index: Int, in ids: [Int64], table: String) throws -> Int64 {
        guard ids.indices.contains(index) else { throw StorageError.bulkLoadIndexOutOfRange(table: table, index: index) }
        return ids[index]
    }
}
