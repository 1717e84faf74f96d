import Foundation
import GRDB

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
        try await writer.write { db in
            let found = try Self.likeTarget(id, in: db)
            guard case .counted = found else { return found }
            try db.execute(sql: """
                DELETE FROM incident_like WHERE incident_id = ? AND account_id =
                    (SELECT id FROM account WHERE network = ? AND name = ?)
                """, arguments: [id, account.network, account.name])
            guard db.changesCount > 0 else { return .unchanged }
            return .counted(likes: try Self.likeCount(of: id, in: db))
        }
    }

    static func commitLikes(_ requests: [LikeRequest], to writer: any DatabaseWriter) async throws -> [LikeOutcome] {
        try await writer.writeWithoutTransaction { db in
            var outcomes: [LikeOutcome] = []
            try db.inTransaction(.immediate) {
                outcomes = try requests.map { try like($0, in: db) }
                return .commit
            }
            return outcomes
        }
    }

    static func like(_ request: LikeRequest, in db: Database) throws -> LikeOutcome {
        let found = try likeTarget(request.incidentID, in: db)
        guard case .counted = found else { return found }
        let accountID = try ensureAccount(request.account, at: request.date, in: db)
        let reporter = try Int64.fetchOne(db.cachedStatement(sql: "SELECT reporter_id FROM incident WHERE id = ?"),
                                          arguments: [request.incidentID])
        if reporter == accountID { return .ownReport }
        try db.cachedStatement(sql: """
            INSERT INTO incident_like (incident_id, account_id, created_at) VALUES (?, ?, ?)
            ON CONFLICT (incident_id, account_id) DO NOTHING
            """).execute(arguments: [request.incidentID, accountID, request.date])
        guard db.changesCount > 0 else { return .unchanged }
        // Read back inside the same transaction (the trigger counted it): the reply says what is committed.
        return .counted(likes: try likeCount(of: request.incidentID, in: db))
    }

    /// `.counted` (with the current count) when report `id` exists and is visible, otherwise why not.
    private static func likeTarget(_ id: Int64, in db: Database) throws -> LikeOutcome {
        guard let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT hidden_reason, like_count FROM incident WHERE id = ?"),
                                         arguments: [id]) else { return .noSuchIncident }
        if let reason: String = row["hidden_reason"] { return .hidden(reason: reason) }
        return .counted(likes: row["like_count"])
    }

    private static func likeCount(of id: Int64, in db: Database) throws -> Int {
        try Int.fetchOne(db.cachedStatement(sql: "SELECT like_count FROM incident WHERE id = ?"), arguments: [id]) ?? 0
    }
}
