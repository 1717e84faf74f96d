import Foundation
import SQLStore

extension TownhallDatabase {

    /// Remembers the copy of a URL that was just imported (replacing what was remembered before).
    /// Call only after the import committed.
    public func recordSyncedFile(_ file: SyncedFile) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO sync_file (url, source, etag, last_modified, byte_count, imported_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET source = excluded.source, etag = excluded.etag,
                    last_modified = excluded.last_modified, byte_count = excluded.byte_count,
                    imported_at = excluded.imported_at
                """, [file.url, file.source, file.etag, file.lastModified, file.byteCount, file.importedAt])
        }
    }

    /// Records that `number` of `series` has been imported. Never moves a series backwards.
    public func recordSyncSeriesPosition(series: String, source: String, number: Int, at date: Date) async throws {
        try await engine.write { tx in
            // the larger of two values: SQLite's two-argument max(), PostgreSQL's greatest()
            let larger = tx.dialect == .sqlite ? "MAX" : "GREATEST"
            try tx.execute("""
                INSERT INTO sync_series (series, source, last_number, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (series) DO UPDATE SET source = excluded.source,
                    last_number = \(larger)(sync_series.last_number, excluded.last_number), updated_at = excluded.updated_at
                """, [series, source, number, date])
        }
    }

    /// How long a source's runs are kept: long enough to read a season of failures back, short
    /// enough that an hourly cron job does not grow the table without end.
    public static let syncRunsKept: TimeInterval = 90 * 24 * 3600

    /// Records one source's part of a sync run, and forgets that source's runs older than
    /// `syncRunsKept`.
    public func recordSyncRun(_ run: SyncRun) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO sync_run (\(SyncRun.columns)) VALUES (?, ?, ?, ?, ?, ?)
                """, [run.source, run.startedAt, run.finishedAt, run.result.rawValue, run.failureKind, run.rows])
            try tx.execute("DELETE FROM sync_run WHERE source = ? AND started_at < ?",
                           [run.source, run.startedAt.addingTimeInterval(-Self.syncRunsKept)])
        }
    }
}
