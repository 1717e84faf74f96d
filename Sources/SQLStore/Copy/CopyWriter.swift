import Synchronization

/// The target side of a copy, all in one write transaction: checks the target is empty, switches
/// its triggers off (the counters they keep are copied as they are, and must not count every
/// copied like or upvote a second time), inserts the pages the reader sends in batches, then
/// rebuilds what is derived and turns the triggers back on. A failure anywhere rolls all of it back.
final class CopyWriter: Sendable {
    let tables: [CopyTable]
    let catalog: CopyCatalog
    /// Rows each table has in a freshly migrated database (a migration's own rows, such as the
    /// ranking settings): a target with no more than these is empty.
    let migrationRows: [String: Int]
    /// The highest id the source gave out per table (`IdHighWaterMarks`), deleted rows included.
    let idMarks: [String: Int64]
    /// What the schema's own tables ask of a copy (`TableCopy.Rules`).
    let rules: TableCopy.Rules
    private let started = Atomic<Bool>(false)

    init(tables: [CopyTable], catalog: CopyCatalog, migrationRows: [String: Int], idMarks: [String: Int64] = [:],
         rules: TableCopy.Rules = TableCopy.Rules()) {
        self.tables = tables
        self.catalog = catalog
        self.migrationRows = migrationRows
        self.idMarks = idMarks
        self.rules = rules
    }

    func write(_ tx: any SQLTransaction, from pipe: RowPipe) throws -> [String: Int] {
        // A PostgreSQL write that conflicts runs its body again, but the pages it took are gone.
        guard !started.exchange(true, ordering: .relaxed) else { throw TableCopyError.targetBusy }
        try refuseRows(tx)
        try switchTriggers(on: false, tx)
        for table in tables.reversed() {
            try tx.execute("DELETE FROM \(table.quotedName)") // only a migration's own rows, checked above
        }
        let byName = Dictionary(uniqueKeysWithValues: tables.map { ($0.name, $0) })
        var inserted: [String: Int] = [:]
        while case .rows(let name, let rows) = try pipe.take() {
            guard let table = byName[name] else { throw TableCopyError.schemasDiffer("no table \(name) in the target") }
            do {
                inserted[name, default: 0] += try insert(rows, into: table, tx)
            } catch let error as SQLEngineError {
                throw TableCopyError.targetRefusedRow(table: name, why: "\(error)")
            }
        }
        try rebuildDerived(tx)
        try switchTriggers(on: true, tx)
        return inserted
    }

    private func refuseRows(_ tx: any SQLTransaction) throws {
        for table in tables {
            let rows = try tx.value(Int.self, "SELECT count(*) FROM \(table.quotedName)") ?? 0
            if rows > migrationRows[table.name, default: 0] { throw TableCopyError.targetNotEmpty(table: table.name, rows: rows) }
        }
    }

    private func insert(_ rows: [[SQLValue]], into table: CopyTable, _ tx: any SQLTransaction) throws -> Int {
        if tx.dialect == .sqlite, let key = rules.rowidKeyed[table.name] {
            let column = table.columns.firstIndex(of: key.column)!
            let placeholders = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
            let sql = """
                INSERT INTO \(table.quotedName) (rowid, \(table.columnList))
                SELECT rowid, \(placeholders) FROM \(CopyTable.quoted(key.owner)) WHERE \(CopyTable.quoted(key.ownerKey)) = ?
                """
            return try rows.reduce(0) { total, row in total + (try tx.execute(sql, row + [row[column]])) }
        }
        return try BatchInsert("INSERT INTO \(table.quotedName) (\(table.columnList))", columns: table.columns.count)
            .run(rows, in: tx)
    }

    /// SQLite: drops every trigger (and makes each again from its own statement after);
    /// PostgreSQL: disables and enables the user triggers of each table that has some (the
    /// foreign-key checks stay on).
    private func switchTriggers(on: Bool, _ tx: any SQLTransaction) throws {
        for trigger in catalog.triggers {
            try tx.execute(on ? trigger.sql : "DROP TRIGGER \(CopyTable.quoted(trigger.name))")
        }
        for table in catalog.tablesWithTriggers {
            try tx.execute("ALTER TABLE \(CopyTable.quoted(table)) \(on ? "ENABLE" : "DISABLE") TRIGGER USER")
        }
    }

    /// SQLite: FTS5 tables over another table's rows are rebuilt from them, and `sqlite_sequence`
    /// is raised to the source's marks. PostgreSQL: the rules' derived rows are made, and identity
    /// sequences move past the copied ids and the source's marks, so the next row gets an id never
    /// given (its search columns are generated as rows are inserted).
    private func rebuildDerived(_ tx: any SQLTransaction) throws {
        if tx.dialect == .postgres {
            for statement in rules.postgresDerived {
                try tx.execute(statement)
            }
        }
        for search in catalog.derivedSearchTables {
            let name = CopyTable.quoted(search)
            try tx.execute("INSERT INTO \(name) (\(name)) VALUES ('rebuild')")
        }
        if tx.dialect == .sqlite { try IdHighWaterMarks.raiseSQLite(to: idMarks, in: tx) }
        for table in tables {
            guard tx.dialect == .postgres, let identity = table.identityColumn else { continue }
            let column = CopyTable.quoted(identity)
            try tx.execute("""
                SELECT setval(pg_get_serial_sequence(?, ?), greatest(coalesce(max(\(column)), 0), ?) + 1, false) FROM \(table.quotedName)
                """, [table.quotedName, identity, idMarks[table.name] ?? 0])
        }
    }
}
