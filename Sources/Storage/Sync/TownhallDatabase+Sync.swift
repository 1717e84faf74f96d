import Foundation
import GRDB

extension TownhallDatabase {

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

    static func syncedFile(_ row: Row) -> SyncedFile {
        SyncedFile(url: row["url"], source: row["source"], etag: row["etag"], lastModified: row["last_modified"],
                   byteCount: row["byte_count"], importedAt: row["imported_at"])
    }
}
