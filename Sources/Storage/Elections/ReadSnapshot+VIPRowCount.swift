import SQLStore

extension ReadSnapshot {
    /// Rows feed `sourceKey` holds across every VIP table (for the import benchmark's rows/s).
    public func vipRowCount(sourceKey: String) throws -> Int {
        let tables = ["vip_feed", "vip_election", "vip_administration", "vip_jurisdiction", "vip_polling_location",
                      "vip_schedule", "vip_precinct", "vip_place_polling_location", "vip_street_segment", "vip_contest",
                      "vip_selection", "vip_candidate", "vip_party", "vip_ballot_style", "vip_ordered_contest", "vip_zip"]
        return try tables.reduce(0) { total, table in
            total + (try tx.value(Int.self, "SELECT COUNT(*) FROM \(table) WHERE source_key = ?", [sourceKey]) ?? 0)
        }
    }
}
