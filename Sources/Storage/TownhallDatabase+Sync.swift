import Foundation
import GRDB

extension TownhallDatabase {
    /// The remembered validators for `url`, nil when it was never imported.
    public func syncedFile(url: String) async throws -> SyncedFile? {
        try await writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM sync_file WHERE url = ?", arguments: [url]).map(Self.syncedFile)
        }
    }

    /// Remembers the copy of a URL that was just imported (replacing what was remembered before).
    /// Call only after the import committed.
    public func recordSyncedFile(_ file: SyncedFile) async throws {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO sync_file (url, source, etag, last_modified, byte_count, imported_at)
                VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET source = excluded.source, etag = excluded.etag,
                    last_modified = excluded.last_modified, byte_count = excluded.byte_count,
                    imported_at = excluded.imported_at
                """, arguments: [file.url, file.source, file.etag, file.lastModified, file.byteCount, file.importedAt])
        }
    }

    /// The highest number imported in a numbered series, nil when the series was never started.
    public func syncSeriesPosition(series: String) async throws -> Int? {
        try await writer.read { db in
            try Int.fetchOne(db, sql: "SELECT last_number FROM sync_series WHERE series = ?", arguments: [series])
        }
    }

    /// Records that `number` of `series` has been imported. Never moves a series backwards.
    public func recordSyncSeriesPosition(series: String, source: String, number: Int, at date: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO sync_series (series, source, last_number, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (series) DO UPDATE SET source = excluded.source,
                    last_number = MAX(last_number, excluded.last_number), updated_at = excluded.updated_at
                """, arguments: [series, source, number, date])
        }
    }

    /// Everything remembered for `source`: its files (by URL) and its series positions (by key).
    public func syncState(source: String) async throws -> (files: [SyncedFile], series: [(key: String, lastNumber: Int)]) {
        try await writer.read { db in
            let files = try Row.fetchAll(db, sql: "SELECT * FROM sync_file WHERE source = ? ORDER BY url",
                                         arguments: [source]).map(Self.syncedFile)
            let series = try Row.fetchAll(db, sql: """
                SELECT series, last_number FROM sync_series WHERE source = ? ORDER BY series
                """, arguments: [source]).map { (key: $0["series"] as String, lastNumber: $0["last_number"] as Int) }
            return (files, series)
        }
    }

    /// The bills of `congress` worth refreshing: those a roll call refers to and those already
    /// imported, in a stable order.
    public func billsToSync(congress: Int) async throws -> [BillID] {
        try await writer.read { db in
            try String.fetchAll(db, sql: """
                SELECT bill_id FROM roll_call WHERE bill_id IS NOT NULL AND congress = ?
                UNION SELECT id FROM bill WHERE congress = ?
                """, arguments: [congress, congress])
            .compactMap(BillID.init).filter { $0.congress == congress }.sorted()
        }
    }

    private static func syncedFile(_ row: Row) -> SyncedFile {
        SyncedFile(url: row["url"], source: row["source"], etag: row["etag"], lastModified: row["last_modified"],
                   byteCount: row["byte_count"], importedAt: row["imported_at"])
    }
}
