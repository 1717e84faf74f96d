import Foundation
import GRDB

extension ReadSnapshot {
    /// The districts a ZIP (ZCTA) lies in, ordered by state and number; empty if the ZIP is unknown.
    public func districts(forZip zip: String) throws -> [ZipDistrict] {
        try ZipDistrict.fetchAll(db, sql: """
            SELECT * FROM zip_district WHERE zcta = ? ORDER BY state, district
            """, arguments: [zip])
    }

    /// Number of (ZIP, district) rows.
    public func zipDistrictCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM zip_district") ?? 0
    }

    /// Number of distinct ZIPs known.
    public func zipCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT zcta) FROM zip_district") ?? 0
    }

    /// Whether `district` appears in the ZIP table (used to validate `district ST-NN`).
    public func districtExists(_ district: CongressionalDistrict) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM zip_district WHERE state = ? AND district = ?)
            """, arguments: [district.state, district.number]) ?? false
    }
}
