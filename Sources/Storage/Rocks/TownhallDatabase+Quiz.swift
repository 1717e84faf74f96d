import Foundation
import GRDB

extension TownhallDatabase {
    /// Opens a run for a quiz starting in `channel` and returns its id. Channels are stored as
    /// given: the caller folds them as their network compares names (IRC folds case, Matrix
    /// room ids are exact).
    public func startQuizRun(network: String, channel: String, startedBy: String, rounds: Int, at date: Date) async throws -> Int64 {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO quiz_run (network, channel, started_by, rounds, started_at) VALUES (?, ?, ?, ?, ?)
                """, arguments: [network, channel, startedBy, rounds, date])
            return db.lastInsertedRowID
        }
    }

    /// Files the points `account` won in a round of run `run`; returns once they are committed.
    public func recordQuizPoints(_ points: Int, run: Int64, account: AccountIdentity, channel: String,
                                 mineral: String, at date: Date) async throws {
        try await writer.write { db in
            let accountID = try Self.ensureAccount(account, at: date, in: db)
            try db.execute(sql: """
                INSERT INTO quiz_point (run_id, account_id, network, channel, points, mineral, won_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [run, accountID, account.network, channel, points, mineral, date])
        }
    }

    /// Closes run `run` ("finished", "stopped").
    public func endQuizRun(_ run: Int64, reason: String, at date: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE quiz_run SET ended_at = ?, end_reason = ? WHERE id = ? AND ended_at IS NULL",
                           arguments: [date, reason, run])
        }
    }

    /// Closes the runs a restart cut off (their points stay) and returns their channels.
    public func endInterruptedQuizRuns(at date: Date) async throws -> [(network: String, channel: String)] {
        try await writer.write { db in
            let open = try Row.fetchAll(db, sql: "SELECT network, channel FROM quiz_run WHERE ended_at IS NULL ORDER BY id")
            try db.execute(sql: "UPDATE quiz_run SET ended_at = ?, end_reason = 'interrupted' WHERE ended_at IS NULL",
                           arguments: [date])
            return open.map { (network: $0["network"], channel: $0["channel"]) }
        }
    }
}

extension ReadSnapshot {
    /// The best `limit` accounts on `network` by quiz points won since `since` (all time when
    /// nil), in `channel` or in every channel when nil; ties go to fewer rounds, then by name.
    public func quizLeaderboard(network: String, channel: String?, since: Date?, limit: Int) throws -> [QuizStanding] {
        var conditions = ["p.network = ?"]
        var arguments: StatementArguments = [network]
        if let channel {
            conditions.append("p.channel = ?")
            _ = arguments.append(contentsOf: [channel])
        }
        if let since {
            conditions.append("p.won_at >= ?")
            _ = arguments.append(contentsOf: [since])
        }
        _ = arguments.append(contentsOf: [limit])
        return try Row.fetchAll(db, sql: """
            SELECT a.name, SUM(p.points) AS points, COUNT(*) AS wins
            FROM quiz_point p JOIN account a ON a.id = p.account_id
            WHERE \(conditions.joined(separator: " AND "))
            GROUP BY p.account_id ORDER BY points DESC, wins ASC, a.name ASC LIMIT ?
            """, arguments: arguments).map { QuizStanding(name: $0[0], points: $0[1], wins: $0[2]) }
    }

    /// Runs still open (a quiz playing, or cut off and not yet closed), for tests and `doctor`.
    public func openQuizRunCount() throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz_run WHERE ended_at IS NULL") ?? 0
    }
}
