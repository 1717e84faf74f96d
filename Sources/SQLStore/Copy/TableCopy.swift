/// A whole database copied from one engine into another's empty database of the same schema
/// (SQLite → PostgreSQL and back, or between two databases of one engine). Stored values are the
/// same on both engines, so the copy is a row copy, table by table in dependency order, through
/// `SQLEngine`:
///
/// 1. The source is read in one read transaction (one snapshot) while the target is written in
///    one write transaction: the reader hands pages of rows to the writer through a small pipe,
///    so a large database is never all in memory. A failure on either side rolls the target back.
/// 2. After the commit, each table's count in the target is compared with the rows read, and a
///    sample of rows is read back and compared field by field.
///
/// Tables come from the catalog (`CopyCatalog`), so a table a new migration adds is copied too.
/// Derived data is made by the target: SQLite's external-content FTS5 index is rebuilt,
/// PostgreSQL's `tsvector` columns are generated, and what the schema says it derives
/// (`Rules`) is left out and made after the rows; counters kept by triggers are copied as they are
/// (triggers are off during the copy); ids given out stay given out (`IdHighWaterMarks`): the
/// target's sequences (`sqlite_sequence`, identity sequences) move past the copied ids and past
/// the source's own high-water marks. Migration bookkeeping is the target's own (`grdb_migrations`
/// or `townhall_migrations`). Which migrations the two sides must be at is the caller's to check.
package enum TableCopy {
    static let pageSize = 1_000
    static let samplesPerTable = 8

    /// What a schema asks of a copy beyond copying its rows.
    package struct Rules: Sendable {
        /// Tables whose rows the target derives (after the rows are in: `postgresDerived`), never copied.
        package var leftOut: Set<String>
        /// Rows each table holds in a freshly migrated database (a migration's own rows, such as
        /// settings): a target with no more than these is empty, and they give way to the source's.
        package var migrationRows: [String: Int]
        /// SQLite tables whose rows are found by the rowid of another table's row, which a copy
        /// does not keep: each copied row gets the rowid of its owner in the target. By table:
        /// the owner table, the column that names the owner, and the owner's key column.
        package var rowidKeyed: [String: (owner: String, column: String, ownerKey: String)]
        /// Statements a PostgreSQL target runs once the rows are in, to make what `leftOut` holds.
        package var postgresDerived: [String]

        package init(leftOut: Set<String> = [], migrationRows: [String: Int] = [:],
                     rowidKeyed: [String: (owner: String, column: String, ownerKey: String)] = [:],
                     postgresDerived: [String] = []) {
            self.leftOut = leftOut
            self.migrationRows = migrationRows
            self.rowidKeyed = rowidKeyed
            self.postgresDerived = postgresDerived
        }
    }

    package static func copy(from source: any SQLEngine, to target: any SQLEngine, rules: Rules) async throws -> DatabaseCopyReport {
        let sourceCatalog = try await source.read { try CopyCatalog.read($0) }
        let targetCatalog = try await target.read { try CopyCatalog.read($0) }
        let tables = try matchedTables(source: sourceCatalog, target: targetCatalog, leavingOut: rules.leftOut)
        let idMarks = try await source.read { tx in try IdHighWaterMarks.read(sourceCatalog, in: tx) }

        let pipe = RowPipe()
        let reader = CopyReader(tables: tables, pageSize: pageSize, samplesPerTable: samplesPerTable)
        let writer = CopyWriter(tables: tables, catalog: targetCatalog, migrationRows: rules.migrationRows,
                                idMarks: idMarks, rules: rules)
        let reading = Task {
            try await pipe.closing(ifFails: "the source") { try await source.read { tx in try reader.read(tx, into: pipe) } }
        }
        let writing = Task {
            try await pipe.closing(ifFails: "the target") { try await target.write { tx in try writer.write(tx, from: pipe) } }
        }
        let (read, written) = try rootCause(await reading.result, await writing.result)

        let check = CopyCheck(tables: tables)
        let sampled = try await target.read { tx in
            try check.run(tx, counts: read.counts, written: written, samples: read.samples)
        }
        return DatabaseCopyReport(tables: tables.map { .init(name: $0.name, rows: read.counts[$0.name, default: 0]) },
                                  sampledRows: sampled)
    }

    /// Both results, or the error that stopped the copy: when one side fails the other stops with
    /// `RowPipe.Closed`, which only repeats it.
    private static func rootCause(_ read: Result<CopyReader.Result, any Error>, _ written: Result<[String: Int], any Error>)
        throws -> (CopyReader.Result, [String: Int]) {
        switch (read, written) {
        case (.success(let read), .success(let written)): return (read, written)
        case (.failure(let error), .failure) where !(error is RowPipe.Closed): throw error
        case (_, .failure(let error)): throw error
        case (.failure(let error), _): throw error
        }
    }

    /// The source's tables, each with the target's references (for the order), in dependency
    /// order, but for those left out (made by the target). The two catalogs must name the same
    /// tables with the same columns.
    static func matchedTables(source: CopyCatalog, target: CopyCatalog, leavingOut leftOut: Set<String>) throws -> [CopyTable] {
        let onlySource = Set(source.tables.keys).subtracting(target.tables.keys).sorted()
        let onlyTarget = Set(target.tables.keys).subtracting(source.tables.keys).sorted()
        guard onlySource.isEmpty, onlyTarget.isEmpty else {
            throw TableCopyError.schemasDiffer("only in the source: [\(onlySource.joined(separator: ", "))], only in the target: [\(onlyTarget.joined(separator: ", "))]")
        }
        return try target.dependencyOrder().filter { !leftOut.contains($0) }.map { name in
            var table = source.tables[name]!
            let other = target.tables[name]!
            guard Set(table.columns) == Set(other.columns) else {
                throw TableCopyError.schemasDiffer("\(name) has columns \(table.columns) in the source, \(other.columns) in the target")
            }
            table.references = other.references
            table.identityColumn = other.identityColumn
            return table
        }
    }

    /// The rows each table of `engine`'s database holds (for `Rules.migrationRows`, read from a
    /// freshly migrated one).
    package static func rowCounts(in engine: any SQLEngine) async throws -> [String: Int] {
        try await engine.read { tx in
            var rows: [String: Int] = [:]
            for name in try CopyCatalog.read(tx).tables.keys {
                rows[name] = try tx.value(Int.self, "SELECT count(*) FROM \(CopyTable.quoted(name))") ?? 0
            }
            return rows
        }
    }
}
