import Foundation

extension TownhallDatabase {
    /// `account` likes report `id` (once; not their own). Group-committed like `report`; returns
    /// once the like (or the refusal) is committed, with the count as committed.
    public func like(_ id: Int64, by account: AccountIdentity, at date: Date) async throws -> LikeOutcome {
        try await incidentQueues.likes.submit(LikeRequest(incidentID: id, account: account, date: date))
    }

    /// How many transactions the likes so far took (for benchmarks and diagnostics).
    public var likeBatching: GroupCommitStatistics { incidentQueues.likes.statistics }

    /// Takes back `account`'s like of report `id`; `.unchanged` if there was none.
    public func unlike(_ id: Int64, by account: AccountIdentity) async throws -> LikeOutcome {
        try await engine.write { tx in
            let found = try Self.likeTarget(id, in: tx)
            guard case .counted = found else { return found }
            guard try tx.execute("""
                DELETE FROM incident_like WHERE incident_id = ? AND account_id =
                    (SELECT id FROM account WHERE network = ? AND name = ?)
                """, [id, account.network, account.name]) > 0 else { return .unchanged }
            return .counted(likes: try Self.likeCount(of: id, in: tx))
        }
    }

    /// Applies `requests` in order inside one write transaction that commits once (IMMEDIATE on
    /// SQLite; SERIALIZABLE on PostgreSQL, where a conflict runs the whole batch again — the body
    /// only touches the database).
    static func commitLikes(_ requests: [LikeRequest], to engine: any SQLEngine) async throws -> [LikeOutcome] {
        try await engine.write { tx in
            try requests.map { try like($0, in: tx) }
        }
    }

    static func like(_ request: LikeRequest, in tx: any SQLTransaction) throws -> LikeOutcome {
        let found = try likeTarget(request.incidentID, in: tx)
        guard case .counted = found else { return found }
        let accountID = try ensureAccount(request.account, at: request.date, in: tx)
        let reporter = try tx.value(Int64.self, "SELECT reporter_id FROM incident WHERE id = ?", [request.incidentID])
        if reporter == accountID { return .ownReport }
        guard try tx.execute("""
            INSERT INTO incident_like (incident_id, account_id, created_at) VALUES (?, ?, ?)
            ON CONFLICT (incident_id, account_id) DO NOTHING
            """, [request.incidentID, accountID, request.date]) > 0 else { return .unchanged }
        // Read back inside the same transaction (the trigger counted it): the reply says what is committed.
        return .counted(likes: try likeCount(of: request.incidentID, in: tx))
    }

    /// `.counted` (with the current count) when report `id` exists and is visible, otherwise why not.
    private static func likeTarget(_ id: Int64, in tx: any SQLTransaction) throws -> LikeOutcome {
        guard let row = try tx.row("SELECT hidden_reason, like_count FROM incident WHERE id = ?", [id]) else {
            return .noSuchIncident
        }
        if let reason = try row.decode(String?.self, "hidden_reason") { return .hidden(reason: reason) }
        return .counted(likes: try row.decode("like_count"))
    }

    private static func likeCount(of id: Int64, in tx: any SQLTransaction) throws -> Int {
        try tx.value(Int.self, "SELECT like_count FROM incident WHERE id = ?", [id]) ?? 0
    }
}
