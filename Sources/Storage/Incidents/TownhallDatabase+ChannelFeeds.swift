import Foundation
import SQLStore

extension TownhallDatabase {
    /// Subscribes `channel` of `network` to new reports in `area` (only `kinds`, or every kind
    /// when empty). Subscribing again to the same area replaces its kinds. False if `area`
    /// names no known ZIP, district or state (nothing is written then).
    public func subscribeChannel(_ channel: String, network: String, to area: IncidentArea, kinds: [IncidentKind],
                                 at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let (zip, state, district): (String?, String?, Int?)
            switch area {
            case .zip(let code):
                (zip, state, district) = (code, try tx.value(String.self, """
                    SELECT state FROM zip_district WHERE zcta = ? ORDER BY state, district LIMIT 1
                    """, [code]), nil)
            case .state(let code):
                (zip, state, district) = (nil, try tx.value(String.self, """
                    SELECT state FROM zip_district WHERE state = ? LIMIT 1
                    """, [code]), nil)
            case .district(let code):
                (zip, state, district) = (nil, try tx.value(String.self, """
                    SELECT state FROM zip_district WHERE state = ? AND district = ? LIMIT 1
                    """, [code.state, code.number]), code.number)
            }
            guard let state else { return false }
            let kindList = kinds.isEmpty ? nil : "," + kinds.map(\.rawValue).joined(separator: ",") + ","
            try tx.execute("""
                INSERT INTO channel_feed (network, channel, area, zip, state, district, kinds, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (network, channel, area) DO UPDATE SET kinds = excluded.kinds
                """, [network, channel, area.code, zip, state, district, kindList, date])
            return true
        }
    }

    /// Ends every feed of `channel`, with the reports still waiting to be posted there.
    /// Returns how many subscriptions ended.
    public func unsubscribeChannel(_ channel: String, network: String) async throws -> Int {
        try await engine.write { tx in
            try tx.execute("DELETE FROM channel_feed_item WHERE network = ? AND channel = ? AND delivered_at IS NULL",
                           [network, channel])
            return try tx.execute("DELETE FROM channel_feed WHERE network = ? AND channel = ?", [network, channel])
        }
    }

    /// Records that the queue entries `ids` were posted (or summed up); a poster calls it after
    /// posting, so a crash in between can repeat a line but never lose one.
    public func markFeedItemsDelivered(_ ids: [Int64], at date: Date) async throws {
        try await engine.write { tx in
            for id in ids {
                try tx.execute("UPDATE channel_feed_item SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL", [date, id])
            }
        }
    }
}
