import SQLStore

/// `townhall copy`: the whole database from one engine to another (SQLite → PostgreSQL and back,
/// or between two databases of one engine). Stored formats are the same on both engines, so the
/// copy is a row copy, table by table in dependency order, through `SQLEngine`:
///
/// 1. The target is migrated to the source's migration (no further), and must then be empty.
/// 2. The source is read in one read transaction (one snapshot) while the target is written in
///    one write transaction: the reader hands pages of rows to the writer through a small pipe,
///    so a large database is never all in memory. A failure on either side rolls the target back.
/// 3. After the commit, each table's count in the target is compared with the rows read, and a
///    sample of rows is read back and compared field by field.
///
/// Tables come from the catalog (`CopyCatalog`), so a table a new migration adds is copied too.
/// Derived data is made by the target: SQLite's external-content FTS5 index is rebuilt,
/// PostgreSQL's `tsvector` columns are generated, the tally shards are not copied (a PostgreSQL
/// target gets one per counted row, holding its count; SQLite keeps none: `ShardedTally`);
/// counters kept by triggers are copied as they are (triggers are off during the copy); ids given out stay given out (`IdHighWaterMarks`): the
/// target's sequences (`sqlite_sequence`, identity sequences) move past the copied ids and past
/// the source's own high-water marks.
/// Migration bookkeeping is the target's own (`grdb_migrations` or `townhall_migrations`).
public enum DatabaseCopy {
    static let pageSize = 1_000
    static let samplesPerTable = 8

    public static func copy(from source: TownhallDatabase, to target: TownhallDatabase) async throws -> DatabaseCopyReport {
        try await migrateTarget(target, likeSource: source)
        let sourceCatalog = try await source.engine.read { try CopyCatalog.read($0) }
        let targetCatalog = try await target.engine.read { try CopyCatalog.read($0) }
        let tables = try matchedTables(source: sourceCatalog, target: targetCatalog)
        let migrationRows = try await rowsOfAFreshMigration()
        let idMarks = try await source.engine.read { tx in try IdHighWaterMarks.read(sourceCatalog, in: tx) }

        let pipe = RowPipe()
        let reader = CopyReader(tables: tables, pageSize: pageSize, samplesPerTable: samplesPerTable)
        let writer = CopyWriter(tables: tables, catalog: targetCatalog, migrationRows: migrationRows, idMarks: idMarks)
        let reading = Task {
            do {
                return try await source.engine.read { tx in try reader.read(tx, into: pipe) }
            } catch {
                pipe.close("the source failed: \(error)")
                throw error
            }
        }
        let writing = Task {
            do {
                return try await target.engine.write { tx in try writer.write(tx, from: pipe) }
            } catch {
                pipe.close("the target failed: \(error)")
                throw error
            }
        }
        let (read, written) = try await rootCause(await reading.result, await writing.result)

        let check = CopyCheck(tables: tables)
        let sampled = try await target.engine.read { tx in
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

    /// Migrates the target up to the source's last migration. A source newer than this binary, or
    /// a target further along than the source, is refused before anything is written.
    static func migrateTarget(_ target: TownhallDatabase, likeSource source: TownhallDatabase) async throws {
        let applied = try await source.recordedMigrationNames()
        try StorageMigrations.refuseUnknown(applied: Set(applied), known: StorageMigrations.names)
        guard !applied.isEmpty else { throw DatabaseCopyError.sourceNotTownhall(source.locationDescription) }
        guard Set(applied) == Set(StorageMigrations.names.prefix(applied.count)) else {
            throw DatabaseCopyError.sourceMigrationsOutOfOrder(applied)
        }
        let targetApplied = try await target.recordedMigrationNames()
        try StorageMigrations.refuseUnknown(applied: Set(targetApplied), known: StorageMigrations.names)
        let beyond = Set(targetApplied).subtracting(applied)
        guard beyond.isEmpty else { throw DatabaseCopyError.targetNewer(unknownToSource: beyond.sorted()) }
        try await target.migrate(upTo: applied.count)
    }

    /// The source's tables, each with the target's references (for the order), in dependency
    /// order, but for the tally shards (made by the target). The two catalogs must name the same
    /// tables with the same columns.
    static func matchedTables(source: CopyCatalog, target: CopyCatalog) throws -> [CopyTable] {
        let onlySource = Set(source.tables.keys).subtracting(target.tables.keys).sorted()
        let onlyTarget = Set(target.tables.keys).subtracting(source.tables.keys).sorted()
        guard onlySource.isEmpty, onlyTarget.isEmpty else {
            throw DatabaseCopyError.schemasDiffer("only in the source: [\(onlySource.joined(separator: ", "))], only in the target: [\(onlyTarget.joined(separator: ", "))]")
        }
        return try target.dependencyOrder().filter { !ShardedTally.tables.contains($0) }.map { name in
            var table = source.tables[name]!
            let other = target.tables[name]!
            guard Set(table.columns) == Set(other.columns) else {
                throw DatabaseCopyError.schemasDiffer("\(name) has columns \(table.columns) in the source, \(other.columns) in the target")
            }
            table.references = other.references
            table.identityColumn = other.identityColumn
            return table
        }
    }

    /// Rows a freshly migrated database already holds, per table (a migration's own settings rows).
    static func rowsOfAFreshMigration() async throws -> [String: Int] {
        let fresh = try TownhallDatabase.inMemory()
        return try await fresh.engine.read { tx in
            var rows: [String: Int] = [:]
            for name in try CopyCatalog.read(tx).tables.keys {
                rows[name] = try tx.value(Int.self, "SELECT count(*) FROM \(CopyTable.quoted(name))") ?? 0
            }
            return rows
        }
    }
}
