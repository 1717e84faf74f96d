import Foundation
import GRDB

extension ReadSnapshot {
    /// The remembered validators for `url`, nil when it was never imported.
    public func syncedFile(url: String) throws -> SyncedFile? {
        try Row.fetchOne(db, sql: "SELECT * FROM sync_file WHERE url = ?", arguments: [url]).map(TownhallDatabase.syncedFile)
    }

    /// The highest number imported in a numbered series, nil when the series was never started.
    public func syncSeriesPosition(series: String) throws -> Int? {
        try Int.fetchOne(db, sql: "SELECT last_number FROM sync_series WHERE series = ?", arguments: [series])
    }

    /// Everything remembered for `source`: its files (by URL) and its series positions (by key).
    public func syncState(source: String) throws -> (files: [SyncedFile], series: [(key: String, lastNumber: Int)]) {
        let files = try Row.fetchAll(db, sql: "SELECT * FROM sync_file WHERE source = ? ORDER BY url",
                                     arguments: [source]).map(TownhallDatabase.syncedFile)
        let series = try Row.fetchAll(db, sql: """
            SELECT series, last_number FROM sync_series WHERE source = ? ORDER BY series
            """, arguments: [source]).map { (key: $0["series"] as String, lastNumber: $0["last_number"] as Int) }
        return (files, series)
    }

    /// The bills of `congress` worth refreshing: those a roll call refers to and those already
    /// imported, in a stable order.
    public func billsToSync(congress: Int) throws -> [BillID] {
        try String.fetchAll(db, sql: """
            SELECT bill_id FROM roll_call WHERE bill_id IS NOT NULL AND congress = ?
            UNION SELECT id FROM bill WHERE congress = ?
            """, arguments: [congress, congress])
        .compactMap(BillID.init).filter { $0.congress == congress }.sorted()
    }
}
