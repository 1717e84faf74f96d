import Foundation
import GRDB

extension ReadSnapshot {
    /// Upvotes `account` cast on `day`.
    public func upvotesUsed(by account: AccountIdentity, day: String) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM upvote JOIN account ON account.id = upvote.account_id
            WHERE account.network = ? AND account.name = ? AND upvote.day = ?
            """, arguments: [account.network, account.name, day]) ?? 0
    }

    /// The accounts that upvoted question `id`, by name.
    public func upvoters(of id: Int64) throws -> [AccountIdentity] {
        try Row.fetchAll(db, sql: """
            SELECT account.network, account.name FROM upvote JOIN account ON account.id = upvote.account_id
            WHERE upvote.question_id = ? ORDER BY account.name
            """, arguments: [id]).map { AccountIdentity(network: $0["network"], name: $0["name"]) }
    }
}
