import SQLStore

/// The schema of the channel quiz: its runs and the points won in them. One
/// `SchemaMigration` per shipped migration, in the order `StorageMigrations` lists them.
enum QuizSchema {
    /// A run stays open (`ended_at` NULL) while its quiz plays; one left open by a crash or a restart
    /// is closed at the next start, its points kept. Points are written as each round is won, before
    /// the channel hears of it, so a restart loses none that was announced. Channels are stored
    /// lowercased: IRC channel names compare without case.
    static let v6QuizScores = SchemaMigration("v6-quiz-scores", [
        """
        CREATE TABLE quiz_run (
            id \(.id),
            network TEXT NOT NULL,
            channel TEXT NOT NULL,
            started_by TEXT NOT NULL,
            rounds \(.integer) NOT NULL,
            started_at \(.timestamp) NOT NULL,
            ended_at \(.timestamp),
            end_reason TEXT
        )
        """,
        "CREATE INDEX quiz_run_open ON quiz_run(network, channel) WHERE ended_at IS NULL",
        """
        CREATE TABLE quiz_point (
            id \(.id),
            run_id \(.integer) NOT NULL REFERENCES quiz_run(id),
            account_id \(.integer) NOT NULL REFERENCES account(id) ON DELETE CASCADE,
            network TEXT NOT NULL,
            channel TEXT NOT NULL,
            points \(.integer) NOT NULL,
            mineral TEXT NOT NULL,
            won_at \(.timestamp) NOT NULL
        )
        """,
        "CREATE INDEX quiz_point_by_channel ON quiz_point(network, channel, won_at)",
        "CREATE INDEX quiz_point_by_network ON quiz_point(network, won_at)",
        "CREATE INDEX quiz_point_on_account ON quiz_point(account_id)",
        "CREATE INDEX quiz_point_on_run ON quiz_point(run_id)",
    ])
}
