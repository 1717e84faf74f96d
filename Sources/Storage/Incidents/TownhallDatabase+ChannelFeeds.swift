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

    /// Moves every feed of `channel` to `replacement` (a Matrix room upgraded to a new room), with
    /// the reports still waiting to be posted. An area the replacement already follows keeps the
    /// replacement's own subscription. Returns how many subscriptions moved.
    public func moveChannelFeeds(from channel: String, to replacement: String, network: String) async throws -> Int {
        try await engine.write { tx in try Self.moveChannelFeeds(from: channel, to: replacement, network: network, in: tx) }
    }

    /// `moveChannelFeeds` inside a transaction of the caller's (a whole channel's move).
    static func moveChannelFeeds(from channel: String, to replacement: String, network: String,
                                 in tx: any SQLTransaction) throws -> Int {
        let moved = try tx.execute("""
            UPDATE channel_feed SET channel = ?1 WHERE network = ?2 AND channel = ?3
            AND NOT EXISTS (SELECT 1 FROM channel_feed f WHERE f.network = ?2 AND f.channel = ?1 AND f.area = channel_feed.area)
            """, [replacement, network, channel])
        try tx.execute("""
            UPDATE channel_feed_item SET channel = ?1 WHERE network = ?2 AND channel = ?3 AND delivered_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM channel_feed_item i WHERE i.network = ?2 AND i.channel = ?1
                            AND i.incident_id = channel_feed_item.incident_id)
            """, [replacement, network, channel])
        try tx.execute("DELETE FROM channel_feed_item WHERE network = ? AND channel = ? AND delivered_at IS NULL", [network, channel])
        try tx.execute("DELETE FROM channel_feed WHERE network = ? AND channel = ?", [network, channel])
        return moved
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
