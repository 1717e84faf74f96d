import GRDB

extension TownhallDatabase {
    /// Replaces the whole ZIP → district table with `rows` in one transaction (so a re-import never
    /// duplicates and rows dropped from the file disappear).
    @discardableResult
    public func replaceZipDistricts(_ rows: [ZipDistrict], progress: WriteProgress? = nil) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM zip_district")
            // OR IGNORE: a file repeating the same (zcta, state, district) row means the same fact.
            let insert = try db.makeStatement(sql: """
                INSERT OR IGNORE INTO zip_district (zcta, state, state_fips, district) VALUES (?, ?, ?, ?)
                """)
            for (index, row) in rows.enumerated() {
                try insert.execute(arguments: [row.zcta, row.state, row.stateFIPS, row.districtNumber])
                if index % progressInterval == 0 { progress?(index, rows.count) }
            }
            progress?(rows.count, rows.count)
            return try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM zip_district") ?? 0
        }
    }
}
