/// The highest id each table's engine has handed out, deleted rows' ids included, so that a copy
/// keeps a promise both engines make: an id once given is never given again (SQLite's
/// `AUTOINCREMENT` keeps it in `sqlite_sequence`, PostgreSQL in each identity column's sequence).
/// Without it the copy's target would start after the highest id still present, and the id of a
/// row deleted at the top (a number people were shown) would come back on another row.
enum IdHighWaterMarks {
    /// Per table: the highest id the source has given out (read before the rows: a floor only).
    static func read(_ catalog: CopyCatalog, in tx: any SQLTransaction) throws -> [String: Int64] {
        var marks: [String: Int64] = [:]
        switch tx.dialect {
        case .sqlite:
            guard try tx.row("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'") != nil else {
                return [:]
            }
            for row in try tx.rows("SELECT name, seq FROM sqlite_sequence") {
                marks[try row.decode(String.self, at: 0)] = try row.decode(Int64.self, at: 1)
            }
        case .postgres:
            for table in catalog.tables.values {
                guard let identity = table.identityColumn,
                      let sequence = try tx.value(String.self, "SELECT pg_get_serial_sequence(?, ?)", [table.quotedName, identity]),
                      let row = try tx.row("SELECT last_value, is_called FROM \(sequence)") else { continue }
                let last = try row.decode(Int64.self, at: 0)
                marks[table.name] = try row.decode(Bool.self, at: 1) ? last : last - 1
            }
        }
        return marks
    }

    /// Raises the target's `sqlite_sequence` entries to `marks` (tables with `AUTOINCREMENT`; the
    /// others reuse ids on SQLite anyway). PostgreSQL targets take the marks in `CopyWriter`'s `setval`.
    static func raiseSQLite(to marks: [String: Int64], in tx: any SQLTransaction) throws {
        for (table, mark) in marks where mark > 0 {
            guard try tx.row("""
                SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? AND upper(sql) LIKE '%AUTOINCREMENT%'
                """, [table]) != nil else { continue }
            try tx.execute("UPDATE sqlite_sequence SET seq = ? WHERE name = ? AND seq < ?", [mark, table, mark])
            try tx.execute("""
                INSERT INTO sqlite_sequence (name, seq) SELECT ?, ? WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)
                """, [table, mark, table])
        }
    }
}
