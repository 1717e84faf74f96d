import Foundation
import SQLStore

extension ReadSnapshot {
    /// The remembered validators for `url`, nil when it was never imported.
    public func syncedFile(url: String) throws -> SyncedFile? {
        try tx.row("SELECT \(SyncedFile.columns) FROM sync_file WHERE url = ?", [url]).map(SyncedFile.init(row:))
    }

    /// The highest number imported in a numbered series, nil when the series was never started.
    public func syncSeriesPosition(series: String) throws -> Int? {
        try tx.value(Int.self, "SELECT last_number FROM sync_series WHERE series = ?", [series])
    }

    /// Everything remembered for `source`: its files (by URL) and its series positions (by key).
    public func syncState(source: String) throws -> (files: [SyncedFile], series: [(key: String, lastNumber: Int)]) {
        let files = try tx.rows("SELECT \(SyncedFile.columns) FROM sync_file WHERE source = ? ORDER BY url", [source])
            .map(SyncedFile.init(row:))
        let series = try tx.rows("SELECT series, last_number FROM sync_series WHERE source = ? ORDER BY series", [source])
            .map { (key: try $0.decode(String.self, "series"), lastNumber: try $0.decode(Int.self, "last_number")) }
        return (files, series)
    }

    /// The latest run of each source that was ever synced, by source.
    public func lastSyncRuns() throws -> [String: SyncRun] {
        let runs = try tx.rows("""
            SELECT \(SyncRun.columns) FROM sync_run latest
            WHERE started_at = (SELECT MAX(started_at) FROM sync_run earlier WHERE earlier.source = latest.source)
            """).map(SyncRun.init(row:))
        return Dictionary(runs.map { ($0.source, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The bills of `congress` worth refreshing: those a roll call refers to and those already
    /// imported, in a stable order.
    public func billsToSync(congress: Int) throws -> [BillID] {
        try tx.rows("""
            SELECT bill_id FROM roll_call WHERE bill_id IS NOT NULL AND congress = ?
            UNION SELECT id FROM bill WHERE congress = ?
            """, [congress, congress])
            .compactMap { BillID(try $0.decode(String.self, at: 0)) }.filter { $0.congress == congress }.sorted()
    }
}
