import Foundation
import SQLStore

extension ReadSnapshot {
    /// The visible reports `listing` asks for, best or newest first, at most `listing.limit`.
    ///
    /// Each area's reports come from an index already in `rank_key` (or id) order, so a list
    /// reads at most `limit` entries per area — a ZIP's `top` reads the ZIP, each district of
    /// the ZIP and its state — whatever the number of reports stored. Merging those pages by
    /// key + log2(nearness) is exact: a report missing from its area's page has `limit` reports
    /// ahead of it in that area, each at least as near, so it could not be in the list.
    public func incidents(_ listing: IncidentListing) throws -> [Incident] {
        let ranked: [Int64]
        switch listing.area {
        case .zip(let zip):
            let places = try districts(forZip: zip)
            ranked = listing.order == .top
                ? try topNear(zip, places: places, listing)
                : try newest(Set(places.map(\.state)).map { try page(Self.stateNew, [$0], listing) })
        case .state(let state):
            ranked = try page(listing.order == .top ? Self.stateTop : Self.stateNew, [state], listing).map(\.id)
        case .district(let district):
            ranked = try page(listing.order == .top ? Self.districtTop : Self.districtNew,
                              [district.state, district.number], listing).map(\.id)
        }
        let found = try incidents(ranked)
        return ranked.compactMap { found[$0] }
    }

    /// One area's page: ids with their keys, in the order of `sql`.
    private func page(_ sql: String, _ area: [any SQLValueConvertible], _ listing: IncidentListing) throws
        -> [(id: Int64, key: Double)] {
        try tx.rows(sql, area + [listing.kind?.rawValue, listing.limit])
            .map { (try $0.decode(at: 0), try $0.decode(at: 1)) }
    }

    private func newest(_ pages: [[(id: Int64, key: Double)]]) -> [Int64] {
        Array(Set(pages.joined().map(\.id)).sorted(by: >))
    }

    /// A ZIP's `top`: the pages of the ZIP, its districts and its states, each report scored
    /// by its key plus log2 of its best nearness, best first, newest first among equals.
    private func topNear(_ zip: String, places: [ZipDistrict], _ listing: IncidentListing) throws -> [Int64] {
        var best: [Int64: Double] = [:]
        func add(_ page: [(id: Int64, key: Double)], weight: Double) {
            guard weight > 0 else { return }
            for entry in page {
                let score = entry.key + log2(weight)
                if score > best[entry.id] ?? -.infinity { best[entry.id] = score }
            }
        }
        let nearness = listing.nearness
        add(try page(Self.zipTop, [zip], listing), weight: nearness.sameZip)
        for place in places {
            add(try page(Self.districtTop, [place.state, place.districtNumber], listing), weight: nearness.sameDistrict)
        }
        for state in Set(places.map(\.state)) {
            add(try page(Self.stateTop, [state], listing), weight: nearness.sameState)
        }
        let ordered = best.sorted { ($0.value, $0.key) > ($1.value, $1.key) }
        return ordered.prefix(listing.limit).map(\.key)
    }

    // Each takes the area, then the kind (NULL for any), then the page size; each walks one
    // partial index in order (see `incidentListsWalkTheirIndexes`). The CAST gives PostgreSQL a
    // type for a NULL kind, which `? IS NULL` alone does not.
    static let zipTop = """
        SELECT id, rank_key FROM incident WHERE zip = ?1 AND hidden_reason IS NULL AND (CAST(?2 AS TEXT) IS NULL OR kind = ?2)
        ORDER BY rank_key DESC, id DESC LIMIT ?3
        """
    static let stateTop = """
        SELECT id, rank_key FROM incident WHERE state = ?1 AND hidden_reason IS NULL AND (CAST(?2 AS TEXT) IS NULL OR kind = ?2)
        ORDER BY rank_key DESC, id DESC LIMIT ?3
        """
    static let stateNew = """
        SELECT id, rank_key FROM incident WHERE state = ?1 AND hidden_reason IS NULL AND (CAST(?2 AS TEXT) IS NULL OR kind = ?2)
        ORDER BY id DESC LIMIT ?3
        """
    static let districtTop = """
        SELECT d.incident_id, d.rank_key FROM incident_district d JOIN incident i ON i.id = d.incident_id
        WHERE d.state = ?1 AND d.district = ?2 AND i.hidden_reason IS NULL AND (CAST(?3 AS TEXT) IS NULL OR i.kind = ?3)
        ORDER BY d.rank_key DESC, d.incident_id DESC LIMIT ?4
        """
    static let districtNew = """
        SELECT d.incident_id, d.rank_key FROM incident_district d JOIN incident i ON i.id = d.incident_id
        WHERE d.state = ?1 AND d.district = ?2 AND i.hidden_reason IS NULL AND (CAST(?3 AS TEXT) IS NULL OR i.kind = ?3)
        ORDER BY d.incident_id DESC LIMIT ?4
        """
}
