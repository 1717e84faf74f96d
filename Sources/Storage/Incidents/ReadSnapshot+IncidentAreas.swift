import SQLStore

extension ReadSnapshot {
    /// Whether any ZIP of the ZIP table lies in `state` (a two-letter code), for areas people name.
    public func stateExists(_ state: String) throws -> Bool {
        try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM zip_district WHERE state = ?)", [state.uppercased()]) ?? false
    }
}

extension ReadSnapshot {
    /// Every ZIP of the ZIP table, in order (for building benchmark data over all of them).
    public func zipCodes() throws -> [String] {
        try tx.rows("SELECT DISTINCT zcta FROM zip_district ORDER BY zcta").map { try $0.decode(String.self, at: 0) }
    }
}
