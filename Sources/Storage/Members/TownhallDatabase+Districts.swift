import SQLStore

extension TownhallDatabase {
    /// Replaces the whole ZIP → district table with `rows` in one transaction (so a re-import never
    /// duplicates and rows dropped from the file disappear). New ZIP data ends the demo: its
    /// made-up election goes with the demo's ZIPs, so a console database later synced with the
    /// official data never shows an example election as real places' (the demo seed imports its
    /// ZIPs before its election, so seeding the demo again keeps one).
    @discardableResult
    public func replaceZipDistricts(_ rows: [ZipDistrict], progress: WriteProgress? = nil) async throws -> Int {
        try await engine.write { tx in
            try tx.execute("DELETE FROM zip_district")
            try tx.execute("DELETE FROM vip_feed WHERE is_demo = 1")
            // DO NOTHING: a file repeating the same (zcta, state, district) row means the same fact.
            try Self.zipDistrictInsert.run(rows.map { [$0.zcta, $0.state, $0.stateFIPS, $0.districtNumber] }, in: tx) { done in
                if done % progressInterval < Self.zipDistrictInsert.rowsPerStatement { progress?(done, rows.count) }
            }
            progress?(rows.count, rows.count)
            return try tx.value(Int.self, "SELECT COUNT(*) FROM zip_district") ?? 0
        }
    }

    static let zipDistrictInsert = BatchInsert("INSERT INTO zip_district (zcta, state, state_fips, district)", columns: 4,
                                               tail: "ON CONFLICT DO NOTHING")
}
