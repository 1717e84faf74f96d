import GRDB

/// The schema of the channel quiz: its runs and the points won in them. One function per
/// shipped migration, registered by `StorageMigrations` under the name in its comment.
enum QuizSchema {
    /// "v6-quiz-scores"
    static func v6QuizScores(_ db: Database) throws {
        // A run stays open (`ended_at` NULL) while its quiz plays; one left open by a crash or a
        // restart is closed at the next start, its points kept. Points are written as each round
        // is won, before the channel hears of it, so a restart loses none that was announced.
        // Channels are stored lowercased: IRC channel names compare without case.
        try db.execute(sql: """
            CREATE TABLE quiz_run (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                network TEXT NOT NULL,
                channel TEXT NOT NULL,
                started_by TEXT NOT NULL,
                rounds INTEGER NOT NULL,
                started_at DATETIME NOT NULL,
                ended_at DATETIME,
                end_reason TEXT
            );
            CREATE INDEX quiz_run_open ON quiz_run(network, channel) WHERE ended_at IS NULL;
            CREATE TABLE quiz_point (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                run_id INTEGER NOT NULL REFERENCES quiz_run(id),
                account_id INTEGER NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                network TEXT NOT NULL,
                channel TEXT NOT NULL,
                points INTEGER NOT NULL,
                mineral TEXT NOT NULL,
                won_at DATETIME NOT NULL
            );
            CREATE INDEX quiz_point_by_channel ON quiz_point(network, channel, won_at);
            CREATE INDEX quiz_point_by_network ON quiz_point(network, won_at);
            CREATE INDEX quiz_point_on_account ON quiz_point(account_id);
            CREATE INDEX quiz_point_on_run ON quiz_point(run_id);
            """)
    }
}
