/// Applies an ordered list of migrations (their PostgreSQL statements) and records each applied name
/// in `townhall_migrations`: one transaction per migration (PostgreSQL's DDL is transactional, so a
/// migration that fails leaves nothing behind), idempotent, safe when several bot processes start
/// at once (each migration locks the table, then checks again whether another process applied it).
///
/// The list and what an unknown applied name means are the caller's: the migrator only runs them.
package struct PostgresMigrator {
    /// Throws when `applied` holds names `known` lacks, before any migration runs.
    package typealias UnknownMigrationCheck = @Sendable (_ applied: Set<String>, _ known: [String]) throws -> Void

    package static let table = "townhall_migrations"

    package let migrations: [(name: String, statements: [String])]
    private let refuseUnknown: UnknownMigrationCheck

    package init(migrations: [(name: String, statements: [String])], refusingUnknown refuseUnknown: @escaping UnknownMigrationCheck) {
        self.migrations = migrations
        self.refuseUnknown = refuseUnknown
    }

    package var names: [String] { migrations.map(\.name) }

    /// Applies every migration not yet applied, in order. A database that records a migration this
    /// list does not have was migrated by newer code: `refuseUnknown` refuses it before anything runs.
    package func migrate(_ engine: any SQLEngine) async throws {
        try await createTable(engine)
        let applied = Set(try await appliedMigrations(engine))
        try refuseUnknown(applied, names)
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
    package func appliedMigrations(_ engine: any SQLEngine) async throws -> [String] {
        try await engine.read { transaction in
            guard try transaction.value(String.self, "SELECT to_regclass(?)::text", [Self.table]) != nil else { return [] }
            return try transaction.rows("SELECT name FROM \(Self.table) ORDER BY applied_order").map { try $0.decode(String.self, at: 0) }
        }
    }
}
