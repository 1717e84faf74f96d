import GRDB

extension ReadSnapshot {
    /// The profile of `account`, nil if they never stored anything.
    public func profile(of account: AccountIdentity) throws -> Profile? {
        try Profile.fetchOne(db.cachedStatement(sql: """
            SELECT profile.* FROM profile JOIN account ON account.id = profile.account_id
            WHERE account.network = ? AND account.name = ?
            """), arguments: [account.network, account.name])
    }
}
