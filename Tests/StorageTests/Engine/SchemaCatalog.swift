import SQLStore
import Storage

/// The tables (with their columns), indexes and triggers of a database, from its engine's catalog,
/// leaving out each engine's own bookkeeping (migration tables, FTS5's shadow tables, the indexes
/// behind primary keys and UNIQUE constraints).
struct SchemaCatalog {
    var columns: [String: [String]] = [:]
    var indexes: Set<String> = []
    var triggers: Set<String> = []

    static func read(_ engine: any SQLEngine) async throws -> SchemaCatalog {
        try await engine.read { tx in
            var catalog = SchemaCatalog()
            switch tx.dialect {
            case .sqlite:
                let tables = try tx.rows("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'")
                let virtual = try tables.filter { try $0.decode(String.self, "sql").hasPrefix("CREATE VIRTUAL TABLE") }
                    .map { try $0.decode(String.self, "name") }
                for row in tables {
                    let table = try row.decode(String.self, "name")
                    if virtual.contains(where: { table.hasPrefix($0 + "_") }) { continue } // FTS5 shadow table
                    catalog.columns[table] = try tx.rows("SELECT name FROM pragma_table_info(?)", [table]).map { try $0.decode(String.self, at: 0) }
                }
                catalog.indexes = Set(try tx.rows("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_autoindex_%'")
                    .map { try $0.decode(String.self, at: 0) })
                catalog.triggers = Set(try tx.rows("SELECT name FROM sqlite_master WHERE type = 'trigger'").map { try $0.decode(String.self, at: 0) })
            case .postgres:
                for row in try tx.rows("""
                    SELECT table_name::text, column_name::text FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name <> 'townhall_migrations'
                    """) {
                    catalog.columns[try row.decode(String.self, at: 0), default: []].append(try row.decode(String.self, at: 1))
                }
                catalog.indexes = Set(try tx.rows("""
                    SELECT i.relname::text FROM pg_index x
                    JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_namespace n ON n.oid = i.relnamespace
                    WHERE n.nspname = current_schema()
                      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
                    """).map { try $0.decode(String.self, at: 0) })
                catalog.triggers = Set(try tx.rows("""
                    SELECT DISTINCT trigger_name::text FROM information_schema.triggers WHERE trigger_schema = current_schema()
                    """).map { try $0.decode(String.self, at: 0) })
            }
            return catalog
        }
    }
}
