import Foundation
import SQLStore

extension TownhallDatabase {
    /// Moves what the bot keeps about `channel` to `replacement` (a Matrix room upgraded: the same
    /// community, in a new room), in one transaction, so a failure leaves the old room whole:
    /// its channel feeds with the reports still to post (`moveChannelFeeds`), the commands an
    /// admin turned off there (a setting of the room's people, which they would have to find and
    /// set again), and an admin's `admin join` of it (a restart then joins the new room, not the
    /// dead one; a join by alias names no room and is left, since the alias moves with the
    /// upgrade). What the new room set for itself already stays.
    ///
    /// Kept with the old room, on purpose: quiz points (won there; `QuizHall` moves a quiz still
    /// playing), delivered feed reports (history), the room's notices (`matrix_room_notice`: facts
    /// about that room, such as its tombstone being followed), invites counted against their
    /// inviter, and its encryption sessions (the old room's keys read only its own history). The
    /// items of the bot's messages (`item_message`) name no room: reactions in either find them.
    public func moveChannel(from channel: String, to replacement: String, network: String) async throws -> ChannelMove {
        try await engine.write { tx in
            let feeds = try Self.moveChannelFeeds(from: channel, to: replacement, network: network, in: tx)
            let commandsOff = try Self.moveRows(of: "channel_command_off", columns: "command, admin_account, created_at",
                                                from: channel, to: replacement, network: network, in: tx)
            let joins = try Self.moveRows(of: "joined_channel", columns: "admin_account, joined_at",
                                          from: channel, to: replacement, network: network, in: tx)
            return ChannelMove(feeds: feeds, commandsTurnedOff: commandsOff, adminJoin: joins > 0)
        }
    }

    /// Copies `table`'s rows of `channel` to `replacement` where the replacement has no such row,
    /// deletes the old ones, and returns how many were copied.
    private static func moveRows(of table: String, columns: String, from channel: String, to replacement: String,
                                 network: String, in tx: any SQLTransaction) throws -> Int {
        let moved = try tx.execute("""
            INSERT INTO \(table) (network, channel, \(columns))
            SELECT network, ?1, \(columns) FROM \(table) WHERE network = ?2 AND channel = ?3
            ON CONFLICT DO NOTHING
            """, [replacement, network, channel])
        try tx.execute("DELETE FROM \(table) WHERE network = ? AND channel = ?", [network, channel])
        return moved
    }
}
