import Foundation
import SQLStore

extension TownhallDatabase {
    /// Remembers that an admin had the bot join `channel` on `network`. False if it was remembered already.
    public func rememberJoinedChannel(_ channel: String, network: String, by admin: String, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO joined_channel (network, channel, admin_account, joined_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (network, channel) DO NOTHING
                """, [network, channel, admin, date]) > 0
        }
    }

    /// Forgets `channel` (any case) on `network`. False if it was not remembered.
    public func forgetJoinedChannel(_ channel: String, network: String) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("DELETE FROM joined_channel WHERE network = ? AND channel = ?", [network, channel]) > 0
        }
    }

    /// The channels admins had the bot join, by network, in the order joined.
    public func joinedChannels() async throws -> [String: [String]] {
        try await engine.read { tx in
            var channels: [String: [String]] = [:]
            for row in try tx.rows("SELECT network, channel FROM joined_channel ORDER BY joined_at, channel") {
                channels[try row.decode(String.self, at: 0), default: []].append(try row.decode(at: 1))
            }
            return channels
        }
    }
}
