import SQLStore

extension ReadSnapshot {
    /// The districts a ZIP (ZCTA) lies in, ordered by state and number; empty if the ZIP is unknown.
    public func districts(forZip zip: String) throws -> [ZipDistrict] {
        try tx.rows("""
            SELECT zcta, state, state_fips, district FROM zip_district WHERE zcta = ? ORDER BY state, district
            """, [zip]).map(ZipDistrict.init(row:))
    }

    /// Number of (ZIP, district) rows.
    public func zipDistrictCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM zip_district") ?? 0
    }

    /// Number of distinct ZIPs known.
    public func zipCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(DISTINCT zcta) FROM zip_district") ?? 0
    }

    /// Whether `district` appears in the ZIP table (used to validate `district ST-NN`).
    public func districtExists(_ district: CongressionalDistrict) throws -> Bool {
        try tx.value(Bool.self, """
            SELECT EXISTS (SELECT 1 FROM zip_district WHERE state = ? AND district = ?)
            """, [district.state, district.number]) ?? false
    }
}
