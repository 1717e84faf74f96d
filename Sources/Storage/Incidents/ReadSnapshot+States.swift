import GRDB

extension ReadSnapshot {
    /// Whether any ZIP of the ZIP table lies in `state` (a two-letter code), for areas people name.
    public func stateExists(_ state: String) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM zip_district WHERE state = ?)",
                          arguments: [state.uppercased()]) ?? false
    }
}
