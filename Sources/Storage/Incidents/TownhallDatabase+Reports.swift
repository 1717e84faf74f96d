import Foundation
import GRDB

extension TownhallDatabase {
    /// Files a report by `account` about `zip`, at most `perHour` per account in any hour.
    /// Returns once the report (or the refusal) is committed — and with it, the report's place
    /// in the queue of every channel feed it matches.
    ///
    /// Concurrent reports are group-committed like upvotes: applied in arrival order inside one
    /// IMMEDIATE transaction that commits once for all of them.
    public func report(_ kind: IncidentKind, zip: String, text: String, imageURL: String?,
                       by account: AccountIdentity, perHour: Int, at date: Date) async throws -> ReportOutcome {
        try await incidentQueues.reports.submit(ReportRequest(account: account, kind: kind, zip: zip, text: text,
                                                              imageURL: imageURL, date: date, perHour: perHour))
    }

    /// How many transactions the reports so far took (for benchmarks and diagnostics).
    public var reportBatching: GroupCommitStatistics { incidentQueues.reports.statistics }

    static func commitReports(_ requests: [ReportRequest], to writer: any DatabaseWriter) async throws -> [ReportOutcome] {
        try await writer.writeWithoutTransaction { db in
            var outcomes: [ReportOutcome] = []
            try db.inTransaction(.immediate) {
                let halfLife = try incidentHalfLife(in: db)
                outcomes = try requests.map { try fileReport($0, halfLife: halfLife, in: db) }
                return .commit
            }
            return outcomes
        }
    }

    static func fileReport(_ request: ReportRequest, halfLife: Double, in db: Database) throws -> ReportOutcome {
        let places = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT state, district FROM zip_district WHERE zcta = ? ORDER BY state, district
            """), arguments: [request.zip])
        guard let first = places.first else { return .unknownZip }
        let accountID = try ensureAccount(request.account, at: request.date, in: db)
        let lastHour = try Int.fetchOne(db.cachedStatement(sql: """
            SELECT COUNT(*) FROM incident WHERE reporter_id = ? AND created_at > ?
            """), arguments: [accountID, request.date.addingTimeInterval(-3600)]) ?? 0
        guard lastHour < request.perHour else { return .hourlyLimitReached(limit: request.perHour) }
        let key = IncidentRankKey.key(createdAt: request.date, likes: 0, halfLifeSeconds: halfLife)
        try db.cachedStatement(sql: """
            INSERT INTO incident (reporter_id, kind, zip, state, text, image_url, created_at, rank_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [accountID, request.kind.rawValue, request.zip, first["state"] as String,
                                     request.text, request.imageURL, request.date, key])
        let id = db.lastInsertedRowID
        let district = try db.cachedStatement(sql: """
            INSERT INTO incident_district (incident_id, state, district, rank_key) VALUES (?, ?, ?, ?)
            """)
        var districts: [CongressionalDistrict] = []
        for place in places {
            try district.execute(arguments: [id, place["state"] as String, place["district"] as Int, key])
            districts.append(CongressionalDistrict(state: place["state"], number: place["district"]))
        }
        try queueForChannelFeeds(id, kind: request.kind, zip: request.zip, state: first["state"], at: request.date, in: db)
        return .filed(id: id, districts: districts)
    }

    /// Queues report `id` once for every channel with a matching feed: its ZIP, its state, or
    /// one of its districts, and its kind unless the feed names others.
    static func queueForChannelFeeds(_ id: Int64, kind: IncidentKind, zip: String, state: String, at date: Date,
                                     in db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO channel_feed_item (network, channel, area, incident_id, created_at)
            SELECT f.network, f.channel, f.area, ?1, ?2 FROM channel_feed f
            WHERE (f.zip = ?3
                   OR (f.zip IS NULL AND f.district IS NULL AND f.state = ?4)
                   OR (f.zip IS NULL AND f.district IS NOT NULL AND EXISTS (
                       SELECT 1 FROM zip_district z WHERE z.zcta = ?3 AND z.state = f.state AND z.district = f.district)))
              AND (f.kinds IS NULL OR instr(f.kinds, ',' || ?5 || ',') > 0)
            ORDER BY f.id
            ON CONFLICT (network, channel, incident_id) DO NOTHING
            """).execute(arguments: [id, date, zip, state, kind.rawValue])
    }
}
