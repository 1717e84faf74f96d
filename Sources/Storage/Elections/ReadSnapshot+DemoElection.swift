import SQLStore

extension ReadSnapshot {
    /// The feeds that are made-up example data (the demo seed's election): an answer drawn from
    /// one says so, so nobody takes it for a real election.
    public func demoFeedKeys() throws -> Set<String> {
        Set(try tx.rows("SELECT source_key FROM vip_feed WHERE is_demo = 1").map { try $0.decode(String.self, at: 0) })
    }

    /// The ZIPs a database seeded with the demo knows, in order; empty on any other database. The
    /// demo's election marks it as the demo: a ZIP it does not know is then missing from the demo's
    /// few, not from the country, and the answers say which ZIPs to try.
    public func demoZips() throws -> [String] {
        guard try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM vip_feed WHERE is_demo = 1)") ?? false else { return [] }
        return try tx.rows("SELECT DISTINCT zcta FROM zip_district ORDER BY zcta").map { try $0.decode(String.self, at: 0) }
    }

    /// The ZIPs the demo's election covers, in order (empty without the demo): the ones to name
    /// when an example of an election command is wanted.
    public func demoElectionZips() throws -> [String] {
        try tx.rows("""
            SELECT DISTINCT z.zip FROM vip_zip z JOIN vip_feed f ON f.source_key = z.source_key
            WHERE f.is_demo = 1 ORDER BY z.zip
            """).map { try $0.decode(String.self, at: 0) }
    }
}
