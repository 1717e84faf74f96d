import Foundation
import SQLStore

extension TownhallDatabase {
    /// Stores the `/sync` position of `network` once its batch was handled, and forgets the
    /// events handled within that batch (the position is past them now) — in one transaction.
    public func recordMatrixSyncPosition(_ nextBatch: String, network: String, at date: Date) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_sync (network, next_batch, updated_at) VALUES (?, ?, ?)
                ON CONFLICT (network) DO UPDATE SET next_batch = excluded.next_batch, updated_at = excluded.updated_at
                """, [network, nextBatch, date])
            try tx.execute("DELETE FROM matrix_handled_event WHERE network = ?", [network])
        }
    }

    /// Remembers that the event `eventID` was handled (call once its effects committed), committed
    /// with the other events recorded meanwhile (`MatrixWriteQueues.handledEvents`).
    public func recordMatrixEventHandled(_ eventID: String, network: String) async throws {
        try await matrixQueues.handledEvents.submit(MatrixHandledEventRecord(network: network, eventID: eventID))
    }

    /// One batch of `recordMatrixEventHandled`s, in one transaction.
    static func commitMatrixHandledEvents(_ records: [MatrixHandledEventRecord], to engine: any SQLEngine) async throws -> [Void] {
        try await engine.write { tx in
            for record in records {
                try tx.execute("INSERT INTO matrix_handled_event (network, event_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                               [record.network, record.eventID])
            }
        }
        return records.map { _ in () }
    }

    /// Reserves `count` transaction numbers for `network`'s sends and returns the first; the
    /// next call starts after them, even after a restart. One statement: a network seen for the
    /// first time starts at 1 (the column's default), so its row is made already moved past the
    /// reserved numbers.
    public func reserveMatrixTransactions(network: String, count: Int) async throws -> Int64 {
        try await engine.write { tx in
            guard let first = try tx.value(Int64.self, """
                INSERT INTO matrix_sync (network, next_transaction) VALUES (?, 1 + ?)
                ON CONFLICT (network) DO UPDATE SET next_transaction = matrix_sync.next_transaction + ?
                RETURNING next_transaction - ?
                """, [network, count, count, count]) else {
                throw StorageError.rowVanished("the Matrix sync row of \(network)")
            }
            return first
        }
    }

    /// Remembers `roomID` as the DM room between the bot and `userID` (replacing an older one).
    /// The person's account row is made too, so `export me` shows the room and `forget me` finds
    /// it (the room row itself is deleted by name: `forget`).
    public func recordMatrixDirectRoom(_ roomID: String, userID: String, network: String) async throws {
        try await engine.write { tx in
            _ = try Self.ensureAccount(AccountIdentity(network: network, name: userID), at: Date(), in: tx)
            try tx.execute("""
                INSERT INTO matrix_direct_room (network, user_id, room_id) VALUES (?, ?, ?)
                ON CONFLICT (network, user_id) DO UPDATE SET room_id = excluded.room_id
                """, [network, userID, roomID])
        }
    }

    /// Forgets the DM room `roomID` (the bot left it or was removed).
    public func forgetMatrixDirectRoom(_ roomID: String, network: String) async throws {
        try await engine.write { tx in
            try tx.execute("DELETE FROM matrix_direct_room WHERE network = ? AND room_id = ?", [network, roomID])
        }
    }

    /// Records that `notice` was said in `roomID`; false when it had been said there before.
    public func recordMatrixRoomNotice(_ notice: String, roomID: String, network: String, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_room_notice (network, room_id, notice, said_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [network, roomID, notice, date]) > 0
        }
    }

    /// Counts `roomID` among the rooms `inviter` brought the bot into, unless that would make more
    /// than `perDay` in the last 24 hours: false then, and nothing is written. A room counted
    /// before (an invite answered again after a restart) is not counted twice. Rows older than a
    /// day go first, so the table holds nothing older.
    public func admitMatrixInvite(to roomID: String, from inviter: String, network: String,
                                  perDay: Int, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            let dayAgo = date.addingTimeInterval(-86_400)
            try tx.execute("DELETE FROM matrix_invite WHERE accepted_at <= ?", [dayAgo])
            let rooms = try tx.rows("SELECT room_id FROM matrix_invite WHERE network = ? AND inviter = ?", [network, inviter])
                .map { try $0.decode(String.self, at: 0) }
            if rooms.contains(roomID) { return true }
            guard rooms.count < perDay else { return false }
            try tx.execute("INSERT INTO matrix_invite (network, inviter, room_id, accepted_at) VALUES (?, ?, ?, ?)",
                           [network, inviter, roomID, date])
            return true
        }
    }

    /// Records that the bot is `userID`'s device `deviceID` on `network`. The Olm account stays
    /// when the device is the one recorded, and goes when it is another (it was that device's).
    public func recordMatrixDevice(_ deviceID: String, userID: String, network: String, at date: Date) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_device (network, user_id, device_id, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (network) DO UPDATE SET user_id = excluded.user_id, device_id = excluded.device_id,
                    olm_account = CASE WHEN matrix_device.user_id = excluded.user_id AND matrix_device.device_id = excluded.device_id
                                       THEN matrix_device.olm_account END,
                    updated_at = excluded.updated_at
                """, [network, userID, deviceID, date])
        }
    }

    /// Stores the pickled Olm account of `network`'s device `deviceID`; false (nothing stored) when
    /// the recorded device is another one by now.
    public func recordMatrixOlmAccount(_ pickle: String, deviceID: String, network: String, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("UPDATE matrix_device SET olm_account = ?, updated_at = ? WHERE network = ? AND device_id = ?",
                           [pickle, date, network, deviceID]) > 0
        }
    }
}
