import Foundation
import SQLStore

extension TownhallDatabase {
    /// Files a report by `account` about `zip`, at most `perHour` per account in any hour.
    /// Returns once the report (or the refusal) is committed — and with it, the report's place
    /// in the queue of every channel feed it matches.
    ///
    /// Concurrent reports are group-committed like upvotes: applied in arrival order inside one
    /// write transaction that commits once for all of them.
    public func report(_ kind: IncidentKind, zip: String, text: String, imageURL: String?,
                       by account: AccountIdentity, perHour: Int, at date: Date) async throws -> ReportOutcome {
        try await incidentQueues.reports.submit(ReportRequest(account: account, kind: kind, zip: zip, text: text,
                                                              imageURL: imageURL, date: date, perHour: perHour))
    }

    /// How many transactions the reports so far took (for benchmarks and diagnostics).
    public var reportBatching: GroupCommitStatistics { incidentQueues.reports.statistics }

    /// One transaction for the whole batch (IMMEDIATE on SQLite). On PostgreSQL it runs at READ
    /// COMMITTED with the batch's reporters' account rows locked, not SERIALIZABLE. Under
    /// SERIALIZABLE a batch of a few hundred reports took SIRead locks where the other process
    /// inserts: the hourly counts on `incident_on_reporter` (past 32 pages PostgreSQL makes them
    /// one lock on the whole index) and the foreign-key checks of `incident_district` on the last
    /// page of `incident_pkey`. Two overlapping batches then each read what the other wrote, one
    /// failed, ran again into the next batch, and with two processes one gave up after 10 tries.
    /// The one read that must not race is the count: with the reporter's row locked first, a
    /// second process's report by the same account waits for this commit, and the count (a
    /// statement of its own, so a fresh snapshot at READ COMMITTED) then sees it. That needs a real
    /// READ COMMITTED: YugabyteDB gives one only with `yb_enable_read_committed_isolation`, and
    /// runs it as snapshot isolation otherwise. A deadlock still runs the body again: it only
    /// touches the database.
    static func commitReports(_ requests: [ReportRequest], to engine: any SQLEngine) async throws -> [ReportOutcome] {
        try await engine.write(isolation: .readCommitted) { tx in
            let halfLife = try incidentHalfLife(in: tx)
            var districtsOfZip: [String: [CongressionalDistrict]] = [:]
            var reporters: [Int64?] = []
            for request in requests {
                let places = try districtsOfZip[request.zip] ?? districts(ofZip: request.zip, in: tx)
                districtsOfZip[request.zip] = places
                // An unknown ZIP files nothing, and makes no account.
                reporters.append(places.isEmpty ? nil : try ensureAccount(request.account, at: request.date, in: tx))
            }
            try lockReporters(Set(reporters.compactMap { $0 }), in: tx)
            return try Swift.zip(requests, reporters).map { request, reporter in
                guard let reporter, let places = districtsOfZip[request.zip] else { return .unknownZip }
                return try fileReport(request, by: reporter, in: places, halfLife: halfLife, in: tx)
            }
        }
    }

    static func districts(ofZip zip: String, in tx: any SQLTransaction) throws -> [CongressionalDistrict] {
        try tx.rows("SELECT state, district FROM zip_district WHERE zcta = ? ORDER BY state, district", [zip])
            .map { CongressionalDistrict(state: try $0.decode("state"), number: try $0.decode("district")) }
    }

    /// Locks the account rows of `reporters` until the commit (PostgreSQL; SQLite has one writer),
    /// in id order, so that two batches with reporters in common never wait for each other in a
    /// circle. FOR NO KEY UPDATE: rows elsewhere that refer to an account (likes, upvotes) are not
    /// held up, as they would be by FOR UPDATE.
    private static func lockReporters(_ reporters: Set<Int64>, in tx: any SQLTransaction) throws {
        guard tx.dialect == .postgres, !reporters.isEmpty else { return }
        // One statement text for any number of reporters, so it is numbered once (the engine's
        // cache of statement texts), as the tallies' statements are.
        _ = try tx.rows("""
            SELECT id FROM account WHERE id = ANY(string_to_array(?, ',')::bigint[]) ORDER BY id FOR NO KEY UPDATE
            """, [ShardedTally.list(reporters.sorted())])
    }

    /// Files `request` by account `accountID` (locked on PostgreSQL) unless it already filed its hourly number.
    static func fileReport(_ request: ReportRequest, by accountID: Int64, in places: [CongressionalDistrict],
                           halfLife: Double, in tx: any SQLTransaction) throws -> ReportOutcome {
        guard let first = places.first else { return .unknownZip }
        let lastHour = try tx.value(Int.self, "SELECT COUNT(*) FROM incident WHERE reporter_id = ? AND created_at > ?",
                                    [accountID, request.date.addingTimeInterval(-3600)]) ?? 0
        guard lastHour < request.perHour else { return .hourlyLimitReached(limit: request.perHour) }
        let key = IncidentRankKey.key(createdAt: request.date, likes: 0, halfLifeSeconds: halfLife)
        let id = try insertedID(in: tx, """
            INSERT INTO incident (reporter_id, kind, zip, state, text, image_url, created_at, rank_key)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
            """, [accountID, request.kind.rawValue, request.zip, first.state, request.text, request.imageURL, request.date, key])
        for place in places {
            try tx.execute("INSERT INTO incident_district (incident_id, state, district, rank_key) VALUES (?, ?, ?, ?)",
                           [id, place.state, place.number, key])
        }
        try queueForChannelFeeds(id, kind: request.kind, zip: request.zip, state: first.state, at: request.date, in: tx)
        return .filed(id: id, districts: places)
    }

    /// Queues report `id` once for every channel with a matching feed: its ZIP, its state, or
    /// one of its districts, and its kind unless the feed names others.
    static func queueForChannelFeeds(_ id: Int64, kind: IncidentKind, zip: String, state: String, at date: Date,
                                     in tx: any SQLTransaction) throws {
        try tx.execute(tx.dialect == .sqlite ? queueForFeedsSQLite : queueForFeedsPostgres,
                       [id, date, zip, state, kind.rawValue])
    }

    private static func queueForFeeds(kindListed: String) -> String {
        """
        INSERT INTO channel_feed_item (network, channel, area, incident_id, created_at)
        SELECT f.network, f.channel, f.area, ?1, ?2 FROM channel_feed f
        WHERE (f.zip = ?3
               OR (f.zip IS NULL AND f.district IS NULL AND f.state = ?4)
               OR (f.zip IS NULL AND f.district IS NOT NULL AND EXISTS (
                   SELECT 1 FROM zip_district z WHERE z.zcta = ?3 AND z.state = f.state AND z.district = f.district)))
          AND (f.kinds IS NULL OR \(kindListed) > 0)
        ORDER BY f.id
        ON CONFLICT (network, channel, incident_id) DO NOTHING
        """
    }

    // The kinds are stored ",line,machine,"; each engine has its own substring search.
    private static let queueForFeedsSQLite = queueForFeeds(kindListed: "instr(f.kinds, ',' || ?5 || ',')")
    private static let queueForFeedsPostgres = queueForFeeds(kindListed: "strpos(f.kinds, ',' || ?5 || ',')")
}
