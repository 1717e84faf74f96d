import Foundation
import SQLStore

extension ReadSnapshot {
    /// The feeds of `channel`, in the order they were set up.
    public func channelFeeds(of channel: String, network: String) throws -> [ChannelFeed] {
        try tx.rows("""
            SELECT area, kinds, created_at FROM channel_feed WHERE network = ? AND channel = ? ORDER BY id
            """, [network, channel]).map { row in
            let kinds = try row.decode(String?.self, "kinds")
            return ChannelFeed(area: try row.decode("area"),
                               kinds: (kinds ?? "").split(separator: ",").compactMap { IncidentKind(rawValue: String($0)) },
                               createdAt: try row.decode("created_at"))
        }
    }

    /// Channels of `network` with visible reports waiting to be posted.
    public func channelsAwaitingFeed(network: String) throws -> [String] {
        try tx.rows("""
            SELECT DISTINCT f.channel FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
            WHERE f.network = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
            """, [network]).map { try $0.decode(String.self, at: 0) }
    }

    /// Visible reports waiting to be posted in `channel`, oldest first. A hidden report waits
    /// (and is posted if a moderator shows it again).
    public func pendingFeedItems(in channel: String, network: String, limit: Int) throws -> [ChannelFeedItem] {
        let rows = try tx.rows("""
            SELECT f.id, f.area, f.incident_id FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
            WHERE f.network = ? AND f.channel = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
            ORDER BY f.id LIMIT ?
            """, [network, channel, limit])
        let found = try incidents(rows.map { try $0.decode(Int64.self, "incident_id") })
        return try rows.compactMap { row in
            try found[row.decode(Int64.self, "incident_id")].map {
                ChannelFeedItem(id: try row.decode("id"), area: try row.decode("area"), incident: $0)
            }
        }
    }
}

extension ReadSnapshot {
    /// How many visible reports wait to be posted in `channel`.
    public func pendingFeedCount(in channel: String, network: String) throws -> Int {
        try tx.value(Int.self, """
            SELECT COUNT(*) FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
            WHERE f.network = ? AND f.channel = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
            """, [network, channel]) ?? 0
    }
}
