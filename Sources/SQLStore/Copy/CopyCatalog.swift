/// The tables of a database that hold data, read from its engine's catalog, so a table a new
/// migration adds is copied without anyone listing it. Left out: each engine's bookkeeping
/// (`grdb_migrations`, `townhall_migrations`, `sqlite_*`), FTS5's shadow tables, and FTS5 tables
/// that index another table (`content=`): those are derived, and rebuilt after the copy.
struct CopyCatalog: Sendable {
    var tables: [String: CopyTable] = [:]
    /// SQLite: FTS5 tables indexing another table's rows, rebuilt from it after the copy.
    var derivedSearchTables: [String] = []
    /// SQLite: every trigger's name and statement (dropped during the copy, made again after).
    var triggers: [(name: String, sql: String)] = []
    /// PostgreSQL: the tables that have triggers of their own (disabled during the copy).
    var tablesWithTriggers: [String] = []

    static func read(_ tx: any SQLTransaction) throws -> CopyCatalog {
        switch tx.dialect {
        case .sqlite: try readSQLite(tx)
        case .postgres: try readPostgres(tx)
        }
    }

    private static let ftsShadowSuffixes = ["_data", "_idx", "_content", "_docsize", "_config"]

    private static func readSQLite(_ tx: any SQLTransaction) throws -> CopyCatalog {
        var catalog = CopyCatalog()
        let rows = try tx.rows("""
            SELECT name, sql FROM sqlite_master
            WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations' ORDER BY name
            """)
        let entries = try rows.map { (name: try $0.decode(String.self, "name"), sql: try $0.decode(String?.self, "sql") ?? "") }
        let virtual = entries.filter { $0.sql.uppercased().hasPrefix("CREATE VIRTUAL TABLE") }.map(\.name)
        for entry in entries {
            if virtual.contains(where: { table in ftsShadowSuffixes.contains { entry.name == table + $0 } }) { continue }
            if virtual.contains(entry.name), entry.sql.replacingOccurrences(of: " ", with: "").contains("content=") {
                catalog.derivedSearchTables.append(entry.name)
                continue
            }
            let columns = try tx.rows("SELECT name, pk FROM pragma_table_info(?) ORDER BY cid", [entry.name])
            let primaryKey = try columns.filter { try $0.decode(Int.self, "pk") > 0 }
                .sorted { try $0.decode(Int.self, "pk") < $1.decode(Int.self, "pk") }
                .map { try $0.decode(String.self, "name") }
            let references = try tx.rows("SELECT \"table\" FROM pragma_foreign_key_list(?)", [entry.name])
                .map { try $0.decode(String.self, at: 0) }
            catalog.tables[entry.name] = CopyTable(
                name: entry.name, columns: try columns.map { try $0.decode(String.self, "name") },
                primaryKey: primaryKey, references: Set(references), identityColumn: nil)
        }
        catalog.triggers = try tx.rows("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
            .map { (try $0.decode(String.self, "name"), try $0.decode(String.self, "sql")) }
        return catalog
    }

    private static func readPostgres(_ tx: any SQLTransaction) throws -> CopyCatalog {
        var catalog = CopyCatalog()
        let names = try tx.rows("""
            SELECT table_name::text FROM information_schema.tables
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
              AND table_name <> 'townhall_migrations' ORDER BY table_name
            """).map { try $0.decode(String.self, at: 0) }
        for name in names {
            let columns = try tx.rows("""
                SELECT column_name::text, is_generated::text, is_identity::text FROM information_schema.columns
                WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position
                """, [name])
            let written = try columns.filter { try $0.decode(String.self, at: 1) != "ALWAYS" }
            let identity = try columns.first { try $0.decode(String.self, at: 2) == "YES" }
            let primaryKey = try tx.rows("""
                SELECT a.attname::text FROM pg_index i
                JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                WHERE i.indrelid = to_regclass(?) AND i.indisprimary
                ORDER BY array_position(i.indkey::int2[], a.attnum)
                """, [CopyTable.quoted(name)]).map { try $0.decode(String.self, at: 0) }
            let references = try tx.rows("""
                SELECT DISTINCT c.confrelid::regclass::text FROM pg_constraint c
                WHERE c.contype = 'f' AND c.conrelid = to_regclass(?)
                """, [CopyTable.quoted(name)]).map { try $0.decode(String.self, at: 0).trimmingCharacters(in: ["\""]) }
            catalog.tables[name] = CopyTable(
                name: name, columns: try written.map { try $0.decode(String.self, at: 0) }, primaryKey: primaryKey,
                references: Set(references), identityColumn: try identity?.decode(String.self, at: 0))
        }
        catalog.tablesWithTriggers = try tx.rows("""
            SELECT DISTINCT event_object_table::text FROM information_schema.triggers
            WHERE trigger_schema = current_schema() ORDER BY 1
            """).map { try $0.decode(String.self, at: 0) }
        return catalog
    }

    /// The tables in an order where every table comes after the tables it refers to (a table's
    /// references to itself aside); ties by name, so the order is the same every time.
    func dependencyOrder() -> [String] {
        var ordered: [String] = []
        var placed: Set<String> = []
        var remaining = Set(tables.keys)
        while !remaining.isEmpty {
            let ready = remaining.filter { name in
                tables[name]!.references.subtracting([name]).allSatisfy { placed.contains($0) || tables[$0] == nil }
            }.sorted()
            // a cycle between tables (none today) would stall: place the rest by name
            let next = ready.isEmpty ? remaining.sorted() : ready
            ordered.append(contentsOf: next)
            placed.formUnion(next)
            remaining.subtract(next)
        }
        return ordered
    }
}
