import Foundation
import GRDB

extension ReadSnapshot {
    /// The feeds of `channel`, in the order they were set up.
    public func channelFeeds(of channel: String, network: String) throws -> [ChannelFeed] {
        try Row.fetchAll(db, sql: """
            SELECT area, kinds, created_at FROM channel_feed WHERE network = ? AND channel = ? ORDER BY id
            """, arguments: [network, channel]).map { row in
            let kinds: String? = row["kinds"]
            return ChannelFeed(area: row["area"],
                               kinds: (kinds ?? "").split(separator: ",").compactMap { IncidentKind(rawValue: String($0)) },
                               createdAt: row["created_at"])
        }
    }

    /// Channels of `network` with visible reports waiting to be posted.
    public func channelsAwaitingFeed(network: String) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT DISTINCT f.channel FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
            WHERE f.network = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
            """, arguments: [network])
    }

    /// Visible reports waiting to be posted in `channel`, oldest first. A hidden report waits
    /// (and is posted if a moderator shows it again).
    public func pendingFeedItems(in channel: String, network: String, limit: Int) throws -> [ChannelFeedItem] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT f.id, f.area, f.incident_id FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
            WHERE f.network = ? AND f.channel = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
            ORDER BY f.id LIMIT ?
            """, arguments: [network, channel, limit])
        let found = try incidents(rows.map { $0["incident_id"] })
        return rows.compactMap { row in
            found[row["incident_id"]].map { ChannelFeedItem(id: row["id"], area: row["area"], incident: $0) }
        }
    }
}

extension ReadSnapshot {
    /// How many visible reports wait to be posted in `channel`.
    public func pendingFeedCount(in channel: String, network: String) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT COUNT(*) FROM channel_feed_item f JOIN incident i ON i.id = f.incident_id
            WHERE f.network = ? AND f.channel = ? AND f.delivered_at IS NULL AND i.hidden_reason IS NULL
            """, arguments: [network, channel]) ?? 0
    }
}
