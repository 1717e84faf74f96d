import SQLStore

/// `townhall copy`: the whole database from one engine to another (SQLite → PostgreSQL and back,
/// or between two databases of one engine), row by row through `TableCopy`, once the target is
/// migrated to the source's migration (no further) — it must then be empty.
///
/// What Townhall's schema derives is made by the target, not copied (`rules`): the tally shards
/// (a PostgreSQL target gets one per counted row, holding its count; SQLite keeps none:
/// `ShardedTally`), and on SQLite the bill search rows, found by the rowid of their bill.
public enum DatabaseCopy {
    public static func copy(from source: TownhallDatabase, to target: TownhallDatabase) async throws -> DatabaseCopyReport {
        let applied = try await migrateTarget(target, likeSource: source)
        return try await TableCopy.copy(from: source.engine, to: target.engine, rules: try await rules(migratedThrough: applied))
    }

    /// Migrates the target up to the source's last migration. A source newer than this binary, or
    /// a target further along than the source, is refused before anything is written. Returns the
    /// migrations both now record.
    @discardableResult
    static func migrateTarget(_ target: TownhallDatabase, likeSource source: TownhallDatabase) async throws -> Set<String> {
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
        return Set(applied)
    }

    /// What Townhall's schema asks of a copy: the tally shards are left out and seeded from the
    /// counted rows on PostgreSQL; on SQLite, bill search rows are found by the rowid of their
    /// bill, which a copy does not keep, so each gets the rowid of its bill in the target
    /// (PostgreSQL joins on `bill_id`); and the rows a fresh migration writes are not data.
    /// `applied`: the migrations source and target have run (the shards are seeded from where
    /// that schema keeps the counts).
    static func rules(migratedThrough applied: Set<String>) async throws -> TableCopy.Rules {
        TableCopy.Rules(leftOut: ShardedTally.tables,
                        migrationRows: try await TableCopy.rowCounts(in: TownhallDatabase.inMemory().engine),
                        rowidKeyed: ["bill_search": (owner: "bill", column: "bill_id", ownerKey: "id")],
                        postgresDerived: ShardedTally.seedSQL(migratedThrough: applied))
    }
}
