import SQLStore

extension TownhallDatabase {
    /// Replaces the officials of `states` with `officials` (all of them from those states) in one
    /// transaction: a state imported again loses the people who no longer hold a current role,
    /// and other states are left as they were. Returns what is stored and which legislators'
    /// districts the Census rows do not have.
    @discardableResult
    public func replaceStateOfficials(_ officials: [StateOfficial], of states: Set<USState>,
                                      progress: WriteProgress? = nil) async throws -> OfficialsImportSummary {
        try await engine.write { tx in
            for state in states.sorted(by: { $0.code < $1.code }) {
                for table in ["state_official_office", "state_official_link", "state_official_social"] {
                    try tx.execute("""
                        DELETE FROM \(table) WHERE official_id IN (SELECT official_id FROM state_official WHERE state = ?)
                        """, [state.code])
                }
                try tx.execute("DELETE FROM state_official WHERE state = ?", [state.code])
            }
            for (index, official) in officials.enumerated() {
                try Self.insert(official, in: tx)
                if index % progressInterval == 0 { progress?(index, officials.count) }
            }
            progress?(officials.count, officials.count)
            return OfficialsImportSummary(stored: officials.count, unmatched: try Self.unmatchedDistricts(of: states, in: tx),
                                          statesWithoutDistricts: try Self.statesWithoutDistricts(of: states, in: tx))
        }
    }

    /// Replaces the ZIP → state district rows of the (state, chamber) pairs `covering` names with
    /// `rows` in one transaction, so importing the upper chamber's file leaves the lower's rows.
    @discardableResult
    public func replaceStateDistricts(_ rows: [StateDistrictArea], covering: Set<StateSeatGroup>,
                                      progress: WriteProgress? = nil) async throws -> OfficialsImportSummary {
        try await engine.write { tx in
            for group in covering {
                try tx.execute("DELETE FROM zip_state_district WHERE state = ? AND chamber = ?",
                               [group.state.code, group.chamber.rawValue])
            }
            try Self.zipStateDistrictInsert.run(rows.map {
                [$0.zcta, $0.state.code, $0.chamber.rawValue, $0.districtCode, $0.districtName, $0.districtKey, $0.landArea]
            }, in: tx) { done in
                if done % progressInterval < Self.zipStateDistrictInsert.rowsPerStatement { progress?(done, rows.count) }
            }
            progress?(rows.count, rows.count)
            let states = Set(covering.map(\.state))
            return OfficialsImportSummary(stored: rows.count, unmatched: try Self.unmatchedDistricts(of: states, in: tx),
                                          statesWithoutDistricts: [])
        }
    }

    /// DO NOTHING: a file repeating a (ZCTA, district) pair states the same fact.
    static let zipStateDistrictInsert = BatchInsert("""
        INSERT INTO zip_state_district (zcta, state, chamber, district_code, district_name, district_key, land_area)
        """, columns: 7, tail: "ON CONFLICT DO NOTHING")

    private static func insert(_ official: StateOfficial, in tx: any SQLTransaction) throws {
        try tx.execute("INSERT INTO state_official (\(StateOfficial.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       official.rowArguments)
        for (position, office) in official.offices.enumerated() {
            try tx.execute("""
                INSERT INTO state_official_office (official_id, position, classification, address, phone, fax, hours)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, [official.id, position, office.classification, office.address, office.phone, office.fax, office.hours])
        }
        for (position, url) in official.links.enumerated() {
            try tx.execute("INSERT INTO state_official_link (official_id, position, url) VALUES (?, ?, ?)",
                           [official.id, position, url])
        }
        for (service, handle) in official.socialHandles {
            try tx.execute("INSERT INTO state_official_social (official_id, service, handle) VALUES (?, ?, ?)",
                           [official.id, service, handle])
        }
    }

    /// The chamber a legislator's role is matched in, as SQL over `state_official.role`.
    private static let chamberOfRole = "CASE o.role WHEN 'lower' THEN 'lower' ELSE 'upper' END"

    /// Legislators of `states` whose district key no Census row of their state and chamber has,
    /// where that state and chamber has Census rows at all (otherwise nothing could match yet).
    private static func unmatchedDistricts(of states: Set<USState>, in tx: any SQLTransaction) throws -> [UnmatchedDistrict] {
        var unmatched: [UnmatchedDistrict] = []
        for state in states.sorted(by: { $0.code < $1.code }) {
            let rows = try tx.rows("""
                SELECT o.role, o.district, o.name FROM state_official o
                WHERE o.state = ? AND o.district_key IS NOT NULL
                  AND EXISTS (SELECT 1 FROM zip_state_district z WHERE z.state = o.state AND z.chamber = \(chamberOfRole))
                  AND NOT EXISTS (SELECT 1 FROM zip_state_district z
                                  WHERE z.state = o.state AND z.chamber = \(chamberOfRole) AND z.district_key = o.district_key)
                ORDER BY o.role, o.district_key, o.name
                """, [state.code])
            for row in rows {
                let role = OfficialRole(rawValue: try row.decode(String.self, at: 0))
                unmatched.append(UnmatchedDistrict(state: state, chamber: role?.districtChamber ?? .upper,
                                                   district: try row.decode(String.self, at: 1),
                                                   officialName: try row.decode(String.self, at: 2)))
            }
        }
        return unmatched
    }

    private static func statesWithoutDistricts(of states: Set<USState>, in tx: any SQLTransaction) throws -> [USState] {
        try states.sorted(by: { $0.code < $1.code }).filter { state in
            try tx.value(Bool.self, """
                SELECT EXISTS (SELECT 1 FROM state_official WHERE state = ? AND district_key IS NOT NULL)
                   AND NOT EXISTS (SELECT 1 FROM zip_state_district WHERE state = ?)
                """, [state.code, state.code]) ?? false
        }
    }
}
