/// Applies the PostgreSQL rendering of `StorageMigrations.ordered` and records each applied name in
/// `townhall_migrations`: one transaction per migration (PostgreSQL's DDL is transactional, so a
/// migration that fails leaves nothing behind), idempotent, safe when several bot processes start
/// at once (each migration locks the table, then checks again whether another process applied it).
struct PostgresMigrator {
    static let table = "townhall_migrations"

    let migrations: [(name: String, statements: [String])]

    init(migrations: [(name: String, statements: [String])] = StorageMigrations.ordered.map { ($0.name, $0.postgres) }) {
        self.migrations = migrations
    }

    var names: [String] { migrations.map(\.name) }

    /// Applies every migration not yet applied, in order. A database that records a migration this
    /// binary does not know was migrated by a newer Townhall: it is refused before anything runs.
    func migrate(_ engine: any SQLEngine) async throws {
        try await createTable(engine)
        let applied = Set(try await appliedMigrations(engine))
        try StorageMigrations.refuseUnknown(applied: applied, known: names)
        for migration in migrations where !applied.contains(migration.name) {
            try await engine.write { transaction in
                // LOCK before any query, so this transaction's snapshot sees what a process that
                // held the lock before committed.
                try transaction.execute("LOCK TABLE \(Self.table) IN EXCLUSIVE MODE")
                guard try transaction.value(String.self, "SELECT name FROM \(Self.table) WHERE name = ?", [migration.name]) == nil else {
                    return
                }
                for statement in migration.statements {
                    try transaction.execute(statement)
                }
                try transaction.execute("INSERT INTO \(Self.table) (name) VALUES (?)", [migration.name])
            }
        }
    }

    /// Makes `townhall_migrations` if it is missing. Two processes starting on a new database both
    /// try; IF NOT EXISTS does not stop the second while the first has not committed, so the
    /// second fails on the catalog's unique index (23505) or finds the table made (42P07) — and
    /// then, run again, sees the committed table and does nothing.
    private func createTable(_ engine: any SQLEngine) async throws {
        var attempt = 1
        while true {
            do {
                try await engine.write { transaction in
                    try transaction.execute("""
                        CREATE TABLE IF NOT EXISTS \(Self.table) (
                            name TEXT PRIMARY KEY,
                            applied_order BIGINT GENERATED ALWAYS AS IDENTITY,
                            applied_at TEXT NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS')
                        )
                        """)
                }
                return
            } catch SQLEngineError.statement(let state, _) where ["23505", "42P07"].contains(state) && attempt < 3 {
                attempt += 1
            }
        }
    }

    /// Names recorded as applied, in the order they were applied; empty on a new database.
    func appliedMigrations(_ engine: any SQLEngine) async throws -> [String] {
        try await engine.read { transaction in
            guard try transaction.value(String.self, "SELECT to_regclass(?)::text", [Self.table]) != nil else { return [] }
            return try transaction.rows("SELECT name FROM \(Self.table) ORDER BY applied_order").map { try $0.decode(String.self, at: 0) }
        }
    }
}
