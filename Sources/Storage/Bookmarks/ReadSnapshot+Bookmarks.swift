import Foundation
import SQLStore

extension ReadSnapshot {
    /// `account`'s bookmarks, in the order saved.
    public func bookmarks(of account: AccountIdentity) throws -> [Bookmark] {
        try tx.rows("""
            SELECT b.reference, b.created_at FROM bookmark b JOIN account ON account.id = b.account_id
            WHERE account.network = ? AND account.name = ? ORDER BY b.id
            """, [account.network, account.name])
            .map { Bookmark(reference: try $0.decode(at: 0), savedAt: try $0.decode(at: 1)) }
    }
}
