import Foundation
import GRDB

extension TownhallDatabase {
    /// Stores the `/sync` position of `network` once its batch was handled, and forgets the
    /// events handled within that batch (the position is past them now) — in one transaction.
    public func recordMatrixSyncPosition(_ nextBatch: String, network: String, at date: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO matrix_sync (network, next_batch, updated_at) VALUES (?, ?, ?)
                ON CONFLICT (network) DO UPDATE SET next_batch = excluded.next_batch, updated_at = excluded.updated_at
                """, arguments: [network, nextBatch, date])
            try db.execute(sql: "DELETE FROM matrix_handled_event WHERE network = ?", arguments: [network])
        }
    }

    /// Remembers that the event `eventID` was handled (call once its effects committed).
    public func recordMatrixEventHandled(_ eventID: String, network: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO matrix_handled_event (network, event_id) VALUES (?, ?)",
                           arguments: [network, eventID])
        }
    }

    /// Reserves `count` transaction numbers for `network`'s sends and returns the first; the
    /// next call starts after them, even after a restart.
    public func reserveMatrixTransactions(network: String, count: Int) async throws -> Int64 {
        try await writer.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO matrix_sync (network) VALUES (?)", arguments: [network])
            let first = try Int64.fetchOne(db, sql: "SELECT next_transaction FROM matrix_sync WHERE network = ?",
                                           arguments: [network]) ?? 1
            try db.execute(sql: "UPDATE matrix_sync SET next_transaction = ? WHERE network = ?",
                           arguments: [first + Int64(count), network])
            return first
        }
    }

    /// Remembers `roomID` as the DM room between the bot and `userID` (replacing an older one).
    public func recordMatrixDirectRoom(_ roomID: String, userID: String, network: String) async throws {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT INTO matrix_direct_room (network, user_id, room_id) VALUES (?, ?, ?)
                ON CONFLICT (network, user_id) DO UPDATE SET room_id = excluded.room_id
                """, arguments: [network, userID, roomID])
        }
    }

    /// Forgets the DM room `roomID` (the bot left it or was removed).
    public func forgetMatrixDirectRoom(_ roomID: String, network: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM matrix_direct_room WHERE network = ? AND room_id = ?",
                           arguments: [network, roomID])
        }
    }

    /// Records that `notice` was said in `roomID`; false when it had been said there before.
    public func recordMatrixRoomNotice(_ notice: String, roomID: String, network: String, at date: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: """
                INSERT OR IGNORE INTO matrix_room_notice (network, room_id, notice, said_at) VALUES (?, ?, ?, ?)
                """, arguments: [network, roomID, notice, date])
            return db.changesCount > 0
        }
    }
}
