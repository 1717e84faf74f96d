import SQLStore

extension ReadSnapshot {
    /// The state legislative districts a ZIP (ZCTA) lies in: upper chamber first, and in each
    /// chamber the district holding most of the ZIP's land first.
    public func stateDistricts(forZip zip: String) throws -> [StateDistrictArea] {
        try tx.rows("""
            SELECT * FROM zip_state_district WHERE zcta = ?
            ORDER BY state, chamber DESC, land_area DESC, district_code
            """, [zip]).map(StateDistrictArea.init(row:))
    }

    /// Whether any official of `state` is stored: `reps` speaks of state officials only then.
    public func hasStateOfficials(of state: USState) throws -> Bool {
        try tx.value(Bool.self, "SELECT EXISTS (SELECT 1 FROM state_official WHERE state = ?)", [state.code]) ?? false
    }

    /// The legislators sitting for `area`'s district (a one-chamber legislature's members too,
    /// for its upper chamber).
    public func stateLegislators(of area: StateDistrictArea) throws -> [StateOfficial] {
        let roles = area.chamber == .upper ? [OfficialRole.upper, .legislature] : [.lower]
        return try officials(where: "state = ? AND role IN (?, ?) AND district_key = ?",
                             [area.state.code, roles[0].rawValue, roles.last!.rawValue, area.districtKey])
    }

    /// The governor and the statewide officers of `state`, the governor first.
    public func statewideOfficers(of state: USState) throws -> [StateOfficial] {
        let executive = OfficialRole.allCases.filter { $0.level == .executive }
        return try officials(where: "state = ? AND role IN (\(executive.map { _ in "?" }.joined(separator: ", ")))",
                             [state.code] + executive.map(\.rawValue))
            .sorted { ($0.role.statewideRank, $0.name) < ($1.role.statewideRank, $1.name) }
    }

    /// The mayor and council of the city named `place` (any case), the mayor first.
    public func cityOfficials(of place: String) throws -> [StateOfficial] {
        try officials(where: "place = ? COLLATE nocase", [place])
            .sorted { ($0.role == .mayor ? 0 : 1, $0.name) < ($1.role == .mayor ? 0 : 1, $1.name) }
    }

    /// A few cities that do have officials stored, in alphabetical order, for a refusal to suggest.
    public func citiesWithOfficials(limit: Int) throws -> [String] {
        try tx.rows("SELECT DISTINCT place FROM state_official WHERE place IS NOT NULL ORDER BY place LIMIT ?", [limit])
            .map { try $0.decode(String.self, at: 0) }
    }

    /// State and city officials whose name matches `query`: an exact full or family name wins,
    /// otherwise any whose full name contains it (case-insensitive), as `members(matchingName:)`.
    public func stateOfficials(matchingName query: String) throws -> [StateOfficial] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        let exact = try officials(where: "name = ? COLLATE nocase OR family_name = ? COLLATE nocase", [trimmed, trimmed])
        if !exact.isEmpty { return exact }
        let pattern = "%" + TownhallDatabase.escapeLike(trimmed) + "%"
        return try officials(where: "lower(name) LIKE lower(?) ESCAPE '\\'", [pattern])
    }

    /// The state and city officials among `ids` that are stored, keyed by id: the names of a list
    /// that mixes officials (`questions`), read in one go.
    public func stateOfficials(ids: Set<OpenStatesPersonID>) throws -> [OpenStatesPersonID: StateOfficial] {
        guard !ids.isEmpty else { return [:] }
        let found = try officials(where: "official_id IN (\(TownhallDatabase.placeholders(ids.count)))", Array(ids))
        return Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Number of state and city officials stored.
    public func stateOfficialCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM state_official") ?? 0
    }

    /// Number of ZIP → state district rows stored.
    public func zipStateDistrictCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM zip_state_district") ?? 0
    }

    /// The officials of `state_official` rows meeting `condition`, ordered by state, role and
    /// district, each with their offices, links and accounts: read for all of them at once, one
    /// query per table, so `reps` costs the same few queries however many officials it names.
    func officials(where condition: String, _ arguments: [any SQLValueConvertible]) throws -> [StateOfficial] {
        let rows = try tx.rows("""
            SELECT \(StateOfficial.columns) FROM state_official WHERE \(condition)
            ORDER BY state, role, district_key, name
            """, arguments)
        guard !rows.isEmpty else { return [] }
        let ids: [OpenStatesPersonID] = try rows.map { try $0.decode("official_id") }
        let among = "official_id IN (\(TownhallDatabase.placeholders(ids.count)))"
        var offices: [OpenStatesPersonID: [StateOffice]] = [:], links: [OpenStatesPersonID: [String]] = [:]
        var handles: [OpenStatesPersonID: [String: String]] = [:]
        for row in try tx.rows("""
            SELECT official_id, classification, address, phone, fax, hours FROM state_official_office
            WHERE \(among) ORDER BY official_id, position
            """, ids) {
            offices[try row.decode("official_id"), default: []].append(try StateOffice(row: row))
        }
        for row in try tx.rows("SELECT official_id, url FROM state_official_link WHERE \(among) ORDER BY official_id, position", ids) {
            links[try row.decode("official_id"), default: []].append(try row.decode("url"))
        }
        for row in try tx.rows("SELECT official_id, service, handle FROM state_official_social WHERE \(among)", ids) {
            handles[try row.decode("official_id"), default: [:]][try row.decode("service")] = try row.decode("handle")
        }
        return try zip(rows, ids).map { row, id in
            try StateOfficial(row: row, offices: offices[id] ?? [], links: links[id] ?? [], socialHandles: handles[id] ?? [:])
        }
    }
}
