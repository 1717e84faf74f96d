import Foundation
import SQLStore

extension ReadSnapshot {
    /// Upvotes `account` cast on `day`.
    public func upvotesUsed(by account: AccountIdentity, day: String) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(*) FROM upvote JOIN account ON account.id = upvote.account_id
            WHERE account.network = ? AND account.name = ? AND upvote.day = ?
            """, [account.network, account.name, day]) ?? 0
    }

    /// The accounts that upvoted question `id`, by name.
    public func upvoters(of id: Int64) throws -> [AccountIdentity] {
        try tx.rows("""
            SELECT account.network, account.name FROM upvote JOIN account ON account.id = upvote.account_id
            WHERE upvote.question_id = ? ORDER BY account.name
            """, [id]).map { AccountIdentity(network: try $0.decode("network"), name: try $0.decode("name")) }
    }
}
