import GRDB

extension ReadSnapshot {
    /// The member's offices outside Washington, in the official file's order.
    public func districtOffices(of memberID: MemberID) throws -> [DistrictOffice] {
        try DistrictOffice.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM district_office WHERE bioguide_id = ? ORDER BY position
            """), arguments: [memberID])
    }

    /// The member's official social media accounts, by service name.
    public func socialAccounts(of memberID: MemberID) throws -> [SocialAccount] {
        try SocialAccount.fetchAll(db.cachedStatement(sql: """
            SELECT * FROM social_account WHERE bioguide_id = ? ORDER BY service
            """), arguments: [memberID])
    }

    /// Number of district offices stored, all members together.
    public func districtOfficeCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM district_office") ?? 0
    }

    /// Number of social media accounts stored (ids such as `twitter_id` count as accounts).
    public func socialAccountCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM social_account") ?? 0
    }
}
