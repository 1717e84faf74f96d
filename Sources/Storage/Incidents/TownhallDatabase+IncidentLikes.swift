import Foundation
import SQLStore

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
    /// only touches the database). On SQLite the likes are added to the report rows in the same
    /// transaction; on PostgreSQL they go to one tally shard, not onto the report row
    /// (`ShardedTally`): the fold is a short transaction of its own and the replies are read after
    /// it, from the shards (a fold that failed is only logged: the likes are committed).
    static func commitLikes(_ requests: [LikeRequest], to engine: any SQLEngine) async throws -> [LikeOutcome] {
        switch engine.dialect {
        case .sqlite:
            return try await engine.write { tx in
                let applied = try applyLikes(requests, in: tx)
                let folded = try ShardedTally.incidentLikes.addCounting(AppliedLike.counts(applied), in: tx)
                return likeReplies(to: applied, folded: folded)
            }
        case .postgres:
            try await createAccountsAhead(requests.map(\.account), at: requests.first?.date ?? Date(), on: engine)
            let applied = try await engine.write { tx in try applyLikes(requests, in: tx) }
            let incidents = Array(AppliedLike.counts(applied).keys)
            // Committed: from here the callers are owed their replies, fold or no fold.
            await ShardedTally.incidentLikes.foldAfterCommit(incidents, on: engine)
            return try await engine.read { tx in
                let counts = try ShardedTally.incidentLikes.counts(of: incidents, in: tx)
                return likeReplies(to: applied, folded: counts.mapValues(\.tallied))
            }
        }
    }

    static func applyLikes(_ requests: [LikeRequest], in tx: any SQLTransaction) throws -> [AppliedLike] {
        let applied = try requests.map { try like($0, in: tx) }
        try ShardedTally.incidentLikes.add(AppliedLike.counts(applied), shard: ShardedTally.randomShard(), in: tx)
        return applied
    }

    static func like(_ request: LikeRequest, in tx: any SQLTransaction) throws -> AppliedLike {
        guard let row = try tx.row("SELECT hidden_reason, reporter_id FROM incident WHERE id = ?", [request.incidentID]) else {
            return .refused(.noSuchIncident)
        }
        if let reason = try row.decode(String?.self, "hidden_reason") { return .refused(.hidden(reason: reason)) }
        let accountID = try ensureAccount(request.account, at: request.date, in: tx)
        if try row.decode(Int64.self, "reporter_id") == accountID { return .refused(.ownReport) }
        guard try tx.execute("""
            INSERT INTO incident_like (incident_id, account_id, created_at) VALUES (?, ?, ?)
            ON CONFLICT (incident_id, account_id) DO NOTHING
            """, [request.incidentID, accountID, request.date]) > 0 else { return .refused(.unchanged) }
        return .inserted(incidentID: request.incidentID)
    }

    /// The replies once the batch's likes are folded: the k-th of a batch's m likes of one report
    /// says the folded count minus the m − k after it — the count its own like made (on
    /// PostgreSQL the sum of the report's tally shards, which holds the batch's likes even when
    /// the fold failed, and any other process's likes committed meanwhile).
    static func likeReplies(to applied: [AppliedLike], folded: [Int64: Int]) -> [LikeOutcome] {
        var later = AppliedLike.counts(applied)
        return applied.map { like in
            switch like {
            case .refused(let outcome):
                return outcome
            case .inserted(let id):
                later[id, default: 0] -= 1
                return .counted(likes: (folded[id] ?? 0) - later[id, default: 0])
            }
        }
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
