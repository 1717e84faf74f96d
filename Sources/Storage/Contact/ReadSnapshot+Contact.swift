import SQLStore

extension ReadSnapshot {
    /// The member's offices outside Washington, in the official file's order.
    public func districtOffices(of memberID: MemberID) throws -> [DistrictOffice] {
        try tx.rows("""
            SELECT \(DistrictOffice.columns) FROM district_office WHERE bioguide_id = ? ORDER BY position
            """, [memberID]).map(DistrictOffice.init(row:))
    }

    /// The member's official social media accounts, by service name.
    public func socialAccounts(of memberID: MemberID) throws -> [SocialAccount] {
        try tx.rows("SELECT bioguide_id, service, handle FROM social_account WHERE bioguide_id = ? ORDER BY service", [memberID])
            .map(SocialAccount.init(row:))
    }

    /// Number of district offices stored, all members together.
    public func districtOfficeCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM district_office") ?? 0
    }

    /// Number of social media accounts stored (ids such as `twitter_id` count as accounts).
    public func socialAccountCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM social_account") ?? 0
    }
}
