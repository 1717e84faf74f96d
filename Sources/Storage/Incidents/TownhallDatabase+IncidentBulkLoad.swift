import Foundation
import GRDB

extension TownhallDatabase {
    /// Inserts everything in `load` in ONE transaction. The like triggers are dropped for the
    /// load and recreated before it commits (DDL is transactional in SQLite): each report's
    /// count and key are written once instead of once per like, which turns hours into minutes
    /// for ten million likes, and the result is the same rows the triggers would have left.
    /// All or nothing: a report about an unknown ZIP writes nothing.
    public func bulkLoadIncidents(_ load: IncidentBulkLoad) async throws {
        try await writer.write { db in
            try db.execute(sql: IncidentsSchema.dropLikeTriggers)
            let halfLife = try Self.incidentHalfLife(in: db)
            let account = try db.makeStatement(sql: "INSERT INTO account (network, name, created_at) VALUES (?, ?, ?)")
            var accountIDs: [Int64] = []
            accountIDs.reserveCapacity(load.accounts.count)
            for identity in load.accounts {
                try account.execute(arguments: [identity.network, identity.name, load.accountsCreatedAt])
                accountIDs.append(db.lastInsertedRowID)
            }
            var places: [String: [Row]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT zcta, state, district FROM zip_district ORDER BY zcta, state, district") {
                places[row["zcta"], default: []].append(row)
            }
            let incident = try db.makeStatement(sql: """
                INSERT INTO incident (reporter_id, kind, zip, state, text, created_at, like_count, rank_key)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let district = try db.makeStatement(sql: """
                INSERT INTO incident_district (incident_id, state, district, rank_key) VALUES (?, ?, ?, ?)
                """)
            let like = try db.makeStatement(sql: "INSERT INTO incident_like (incident_id, account_id, created_at) VALUES (?, ?, ?)")
            for report in load.reports {
                guard let zipPlaces = places[report.zip], let first = zipPlaces.first else {
                    throw StorageError.bulkLoadUnknownZip(report.zip)
                }
                let key = IncidentRankKey.key(createdAt: report.createdAt, likes: report.likers.count, halfLifeSeconds: halfLife)
                try incident.execute(arguments: [try Self.id(at: report.reporter, in: accountIDs, table: "accounts"),
                                                 report.kind.rawValue, report.zip, first["state"] as String, report.text,
                                                 report.createdAt, report.likers.count, key])
                let id = db.lastInsertedRowID
                for place in zipPlaces {
                    try district.execute(arguments: [id, place["state"] as String, place["district"] as Int, key])
                }
                for liker in report.likers {
                    try like.execute(arguments: [id, try Self.id(at: Int(liker), in: accountIDs, table: "accounts"),
                                                 report.createdAt])
                }
            }
            try db.execute(sql: IncidentsSchema.likeTriggers)
        }
    }
}
