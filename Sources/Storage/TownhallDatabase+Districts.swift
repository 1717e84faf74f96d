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

    /// The districts a ZIP (ZCTA) lies in, ordered by state and number; empty if the ZIP is unknown.
    public func districts(forZip zip: String) async throws -> [ZipDistrict] {
        try await writer.read { db in
            try ZipDistrict.fetchAll(db, sql: """
                SELECT * FROM zip_district WHERE zcta = ? ORDER BY state, district
                """, arguments: [zip])
        }
    }

    /// Number of (ZIP, district) rows.
    public func zipDistrictCount() async throws -> Int {
        try await writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM zip_district") ?? 0
        }
    }

    /// Number of distinct ZIPs known.
    public func zipCount() async throws -> Int {
        try await writer.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT zcta) FROM zip_district") ?? 0
        }
    }

    /// Whether `district` appears in the ZIP table (used to validate `district ST-NN`).
    public func districtExists(_ district: CongressionalDistrict) async throws -> Bool {
        try await writer.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM zip_district WHERE state = ? AND district = ?)
                """, arguments: [district.state, district.number]) ?? false
        }
    }
}
