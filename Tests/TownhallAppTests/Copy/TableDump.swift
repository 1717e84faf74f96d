import SQLStore
import Storage

/// Every row of every table of an SQLite database (each engine's bookkeeping and FTS5's shadow
/// tables aside), in a fixed order, and its triggers: what two databases must share to be equal.
struct TableDump {
    var rows: [String: [[SQLValue]]] = [:]
    var triggers: [String] = []

    static func read(_ database: TownhallDatabase) async throws -> TableDump {
        try await database.engine.read { tx in
            var dump = TableDump()
            let tables = try tx.rows("""
                SELECT name, sql FROM sqlite_master
                WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'grdb_migrations'
                """).map { (try $0.decode(String.self, "name"), try $0.decode(String.self, "sql")) }
            let virtual = tables.filter { $0.1.hasPrefix("CREATE VIRTUAL TABLE") }.map(\.0)
            for (name, _) in tables where !virtual.contains(where: { name.hasPrefix($0 + "_") }) {
                let columns = try tx.rows("SELECT name FROM pragma_table_info(?)", [name]).count
                let order = (1...columns).map(String.init).joined(separator: ", ")
                dump.rows[name] = try tx.rows("SELECT * FROM \"\(name)\" ORDER BY \(order)").map(\.values)
            }
            dump.triggers = try tx.rows("SELECT sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
                .map { try $0.decode(String.self, at: 0) }
            return dump
        }
    }
}
