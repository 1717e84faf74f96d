import SQLStore

extension ReadSnapshot {
    /// The ZIPs of `district` (by the ZIP→district table) that an imported VIP feed lists, in
    /// order. Empty means no feed covers any part of the district.
    public func vipZips(in district: CongressionalDistrict) throws -> [String] {
        try tx.rows("""
            SELECT DISTINCT z.zcta FROM zip_district z
            WHERE z.state = ? AND z.district = ? AND EXISTS (SELECT 1 FROM vip_zip v WHERE v.zip = z.zcta)
            ORDER BY z.zcta
            """, [district.state, district.number]).map { try $0.decode(String.self, at: 0) }
    }

    /// How many ZIPs the ZIP→district table puts in `district`.
    public func zipCount(in district: CongressionalDistrict) throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(DISTINCT zcta) FROM zip_district WHERE state = ? AND district = ?",
                     [district.state, district.number]) ?? 0
    }

    /// The one district `zip` lies in; nil when the ZIP is unknown or split between districts.
    public func onlyDistrict(ofZip zip: String) throws -> CongressionalDistrict? {
        let districts = Set(try districts(forZip: zip).map(\.district))
        return districts.count == 1 ? districts.first : nil
    }
}
