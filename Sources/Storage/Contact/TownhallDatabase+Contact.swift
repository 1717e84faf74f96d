import SQLStore

extension TownhallDatabase {
    /// Replaces every district office with `offices` (the whole official file) in one
    /// transaction: offices dropped from the file disappear, and importing twice never
    /// duplicates. A member's offices keep the order they are given in.
    @discardableResult
    public func replaceDistrictOffices(_ offices: [DistrictOffice], progress: WriteProgress? = nil) async throws
        -> ContactImportSummary {
        try await engine.write { tx in
            try tx.execute("DELETE FROM district_office")
            var positions: [MemberID: Int] = [:]
            for (index, office) in offices.enumerated() {
                let position = positions[office.memberID, default: 0]
                positions[office.memberID] = position + 1
                try tx.execute("""
                    INSERT INTO district_office (bioguide_id, position, office_id, address, suite, building,
                        city, state, zip, phone, fax, hours)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, [office.memberID, position, office.officeID, office.address, office.suite, office.building,
                          office.city, office.state, office.zip, office.phone, office.fax, office.hours])
                if index % progressInterval == 0 { progress?(index, offices.count) }
            }
            progress?(offices.count, offices.count)
            return ContactImportSummary(members: positions.count, entries: offices.count)
        }
    }

    /// Replaces every social media account with `accounts` (the whole official file) in one
    /// transaction.
    @discardableResult
    public func replaceSocialAccounts(_ accounts: [SocialAccount], progress: WriteProgress? = nil) async throws
        -> ContactImportSummary {
        try await engine.write { tx in
            try tx.execute("DELETE FROM social_account")
            for (index, account) in accounts.enumerated() {
                try tx.execute("INSERT INTO social_account (bioguide_id, service, handle) VALUES (?, ?, ?)",
                               [account.memberID, account.service, account.handle])
                if index % progressInterval == 0 { progress?(index, accounts.count) }
            }
            progress?(accounts.count, accounts.count)
            return ContactImportSummary(members: Set(accounts.map(\.memberID)).count, entries: accounts.count)
        }
    }
}
