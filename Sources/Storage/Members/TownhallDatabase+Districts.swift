extension TownhallDatabase {
    /// Replaces the whole ZIP → district table with `rows` in one transaction (so a re-import never
    /// duplicates and rows dropped from the file disappear).
    @discardableResult
    public func replaceZipDistricts(_ rows: [ZipDistrict], progress: WriteProgress? = nil) async throws -> Int {
        try await engine.write { tx in
            try tx.execute("DELETE FROM zip_district")
            for (index, row) in rows.enumerated() {
                // DO NOTHING: a file repeating the same (zcta, state, district) row means the same fact.
                try tx.execute("""
                    INSERT INTO zip_district (zcta, state, state_fips, district) VALUES (?, ?, ?, ?)
                    ON CONFLICT DO NOTHING
                    """, [row.zcta, row.state, row.stateFIPS, row.districtNumber])
                if index % progressInterval == 0 { progress?(index, rows.count) }
            }
            progress?(rows.count, rows.count)
            return try tx.value(Int.self, "SELECT COUNT(*) FROM zip_district") ?? 0
        }
    }
}
