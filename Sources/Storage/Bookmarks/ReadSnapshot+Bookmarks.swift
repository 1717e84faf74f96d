import Foundation
import GRDB

extension ReadSnapshot {
    /// `account`'s bookmarks, in the order saved.
    public func bookmarks(of account: AccountIdentity) throws -> [Bookmark] {
        try Row.fetchAll(db, sql: """
            SELECT b.reference, b.created_at FROM bookmark b JOIN account ON account.id = b.account_id
            WHERE account.network = ? AND account.name = ? ORDER BY b.id
            """, arguments: [account.network, account.name]).map { Bookmark(reference: $0[0], savedAt: $0[1]) }
    }
}
