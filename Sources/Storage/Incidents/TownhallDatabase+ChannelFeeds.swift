import Foundation
import GRDB

extension TownhallDatabase {
    /// Subscribes `channel` of `network` to new reports in `area` (only `kinds`, or every kind
    /// when empty). Subscribing again to the same area replaces its kinds. False if `area`
    /// names no known ZIP, district or state (nothing is written then).
    public func subscribeChannel(_ channel: String, network: String, to area: IncidentArea, kinds: [IncidentKind],
                                 at date: Date) async throws -> Bool {
        try await writer.write { db in
            let (zip, state, district): (String?, String?, Int?)
            switch area {
            case .zip(let code):
                (zip, state, district) = (code, try String.fetchOne(db, sql: """
                    SELECT state FROM zip_district WHERE zcta = ? ORDER BY state, district LIMIT 1
                    """, arguments: [code]), nil)
            case .state(let code):
                (zip, state, district) = (nil, try String.fetchOne(db, sql: """
                    SELECT state FROM zip_district WHERE state = ? LIMIT 1
                    """, arguments: [code]), nil)
            case .district(let code):
                (zip, state, district) = (nil, try String.fetchOne(db, sql: """
                    SELECT state FROM zip_district WHERE state = ? AND district = ? LIMIT 1
                    """, arguments: [code.state, code.number]), code.number)
            }
            guard let state else { return false }
            let kindList = kinds.isEmpty ? nil : "," + kinds.map(\.rawValue).joined(separator: ",") + ","
            try db.execute(sql: """
                INSERT INTO channel_feed (network, channel, area, zip, state, district, kinds, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (network, channel, area) DO UPDATE SET kinds = excluded.kinds
                """, arguments: [network, channel, area.code, zip, state, district, kindList, date])
            return true
        }
    }

    /// Ends every feed of `channel`, with the reports still waiting to be posted there.
    /// Returns how many subscriptions ended.
    public func unsubscribeChannel(_ channel: String, network: String) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM channel_feed_item WHERE network = ? AND channel = ? AND delivered_at IS NULL",
                           arguments: [network, channel])
            try db.execute(sql: "DELETE FROM channel_feed WHERE network = ? AND channel = ?", arguments: [network, channel])
            return db.changesCount
        }
    }

    /// Records that the queue entries `ids` were posted (or summed up); a poster calls it after
    /// posting, so a crash in between can repeat a line but never lose one.
    public func markFeedItemsDelivered(_ ids: [Int64], at date: Date) async throws {
        try await writer.write { db in
            let statement = try db.makeStatement(sql: """
                UPDATE channel_feed_item SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL
                """)
            for id in ids { try statement.execute(arguments: [date, id]) }
        }
    }
}
