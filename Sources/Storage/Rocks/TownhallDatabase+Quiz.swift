import Foundation
import SQLStore

extension TownhallDatabase {
    /// Opens a run for a quiz starting in `channel` and returns its id. Channels are stored as
    /// given: the caller folds them as their network compares names (IRC folds case, Matrix
    /// room ids are exact). The starter is kept by account (its row made if new, so `export me`
    /// and `forget me` find the run); one without an account is not named (a nick is no identity).
    public func startQuizRun(network: String, channel: String, startedBy starter: AccountIdentity?, rounds: Int,
                             at date: Date) async throws -> Int64 {
        try await engine.write { tx in
            if let starter { _ = try Self.ensureAccount(starter, at: date, in: tx) }
            guard let id = try tx.value(Int64.self, """
                INSERT INTO quiz_run (network, channel, started_by, rounds, started_at) VALUES (?, ?, ?, ?, ?) RETURNING id
                """, [network, channel, starter?.name ?? "", rounds, date]) else {
                throw StorageError.rowVanished("the new quiz run in \(channel)")
            }
            return id
        }
    }

    /// Files the points `account` won in a round of run `run`; returns once they are committed.
    public func recordQuizPoints(_ points: Int, run: Int64, account: AccountIdentity, channel: String,
                                 mineral: String, at date: Date) async throws {
        try await engine.write { tx in
            let accountID = try Self.ensureAccount(account, at: date, in: tx)
            try tx.execute("""
                INSERT INTO quiz_point (run_id, account_id, network, channel, points, mineral, won_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, [run, accountID, account.network, channel, points, mineral, date])
        }
    }

    /// Closes run `run` ("finished", "stopped").
    public func endQuizRun(_ run: Int64, reason: String, at date: Date) async throws {
        try await engine.write { tx in
            try tx.execute("UPDATE quiz_run SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL",
                           [date, reason, run])
        }
    }

    /// Closes the runs a restart cut off (their points stay) and returns their channels.
    public func endInterruptedQuizRuns(at date: Date) async throws -> [(network: String, channel: String)] {
        try await engine.write { tx in
            let open = try tx.rows("SELECT network, channel FROM quiz_run WHERE ended_at IS NULL ORDER BY id")
            try tx.execute("UPDATE quiz_run SET ended_at = ?, end_reason = 'interrupted' WHERE ended_at IS NULL", [date])
            return try open.map { (network: try $0.decode(String.self, "network"), channel: try $0.decode(String.self, "channel")) }
        }
    }
}

extension ReadSnapshot {
    /// The best `limit` accounts on `network` by quiz points won since `since` (all time when
    /// nil), in `channel` or in every channel when nil; ties go to fewer rounds, then by name.
    public func quizLeaderboard(network: String, channel: String?, since: Date?, limit: Int) throws -> [QuizStanding] {
        var conditions = ["p.network = ?"]
        var arguments: [any SQLValueConvertible] = [network]
        if let channel {
            conditions.append("p.channel = ?")
            arguments.append(channel)
        }
        if let since {
            conditions.append("p.won_at >= ?")
            arguments.append(since)
        }
        arguments.append(limit)
        // grouped by the account row (not only p.account_id) so that PostgreSQL may select its name
        return try tx.rows("""
            SELECT a.name, SUM(p.points) AS points, COUNT(*) AS wins
            FROM quiz_point p JOIN account a ON a.id = p.account_id
            WHERE \(conditions.joined(separator: " AND "))
            GROUP BY a.id ORDER BY points DESC, wins ASC, a.name ASC LIMIT ?
            """, arguments).map { QuizStanding(name: try $0.decode(at: 0), points: try $0.decode(at: 1), wins: try $0.decode(at: 2)) }
    }

    /// Runs still open (a quiz playing, or cut off and not yet closed), for tests and `doctor`.
    public func openQuizRunCount() throws -> Int {
        try tx.value(Int.self, "SELECT COUNT(*) FROM quiz_run WHERE ended_at IS NULL") ?? 0
    }
}
