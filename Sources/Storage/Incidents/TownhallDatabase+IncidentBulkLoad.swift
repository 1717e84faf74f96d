import Foundation
import SQLStore

extension TownhallDatabase {
    /// Inserts everything in `load` in ONE transaction. Each report's count, key and tally shard
    /// are written once, with the report, instead of once per like (no trigger counts an inserted
    /// like: `ShardedTally`), which turns hours into minutes for ten million likes.
    /// All or nothing: a report about an unknown ZIP writes nothing.
    public func bulkLoadIncidents(_ load: IncidentBulkLoad) async throws {
        try await engine.write { tx in
            let halfLife = try Self.incidentHalfLife(in: tx)
            var accountIDs: [Int64] = []
            accountIDs.reserveCapacity(load.accounts.count)
            for identity in load.accounts {
                accountIDs.append(try Self.insertedID(in: tx, """
                    INSERT INTO account (network, name, created_at) VALUES (?, ?, ?) RETURNING id
                    """, [identity.network, identity.name, load.accountsCreatedAt]))
            }
            var places: [String: [CongressionalDistrict]] = [:]
            for row in try tx.rows("SELECT zcta, state, district FROM zip_district ORDER BY zcta, state, district") {
                places[try row.decode("zcta"), default: []].append(CongressionalDistrict(state: try row.decode("state"),
                                                                                          number: try row.decode("district")))
            }
            for report in load.reports {
                guard let zipPlaces = places[report.zip], let first = zipPlaces.first else {
                    throw StorageError.bulkLoadUnknownZip(report.zip)
                }
                let key = IncidentRankKey.key(createdAt: report.createdAt, likes: report.likers.count, halfLifeSeconds: halfLife)
                let id = try Self.insertedID(in: tx, """
                    INSERT INTO incident (reporter_id, kind, zip, state, text, created_at, like_count, rank_key)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                    """, [try Self.id(at: report.reporter, in: accountIDs, table: "accounts"), report.kind.rawValue,
                          report.zip, first.state, report.text, report.createdAt, report.likers.count, key])
                for place in zipPlaces {
                    try tx.execute("INSERT INTO incident_district (incident_id, state, district, rank_key) VALUES (?, ?, ?, ?)",
                                   [id, place.state, place.number, key])
                }
                if !report.likers.isEmpty {
                    try ShardedTally.incidentLikes.add([id: report.likers.count], shard: 0, in: tx)
                }
                for liker in report.likers {
                    try tx.execute("INSERT INTO incident_like (incident_id, account_id, created_at) VALUES (?, ?, ?)",
                                   [id, try Self.id(at: Int(liker), in: accountIDs, table: "accounts"), report.createdAt])
                }
            }
        }
    }
}
