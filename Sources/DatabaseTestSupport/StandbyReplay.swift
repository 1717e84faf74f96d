import SQLStore

/// Waiting for a synchronous standby to catch up, for tests and benchmarks that read from it.
public enum StandbyReplay {
    /// Returns once the standby has applied everything committed so far: a write whose COMMIT
    /// waits for the synchronous standby to apply it (`remote_apply`), and WAL is applied in
    /// order. It leaves a row in `replay_mark`, a table no migration knows.
    public static func awaitEverywhere(on engine: any SQLEngine) async throws {
        try await engine.write { tx in
            try tx.execute("SET LOCAL synchronous_commit = remote_apply")
            try tx.execute("CREATE TABLE IF NOT EXISTS replay_mark (at TIMESTAMPTZ NOT NULL)")
            try tx.execute("INSERT INTO replay_mark (at) VALUES (now())")
        }
    }
}
