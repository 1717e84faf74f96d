import Foundation
import GRDB
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
    /// with the other events recorded meanwhile (`MatrixWriteQueues.handledEvents`); `executor`:
    /// where the queue's bookkeeping runs when this record starts a batch (the sync loop's event loop).
    public func recordMatrixEventHandled(_ eventID: String, network: String,
                                         committingOn executor: (any TaskExecutor)? = nil) async throws {
        try await matrixQueues.handledEvents.submit(MatrixHandledEventRecord(network: network, eventID: eventID),
                                                    drainingOn: executor)
    }

    /// One batch of `recordMatrixEventHandled`s, in one transaction that survives a crash of the
    /// bot but is not waited for on the disk: on SQLite committed with `synchronous = NORMAL`
    /// (the WAL written, not synced; the next commit that syncs it, the batch's position at the
    /// latest, takes it along), on PostgreSQL with `synchronous_commit = off`.
    ///
    /// Why: each command answered on Matrix is one of these rows, and the commands of a sync come
    /// back one reply at a time, so nearly every command paid a commit's fsync of its own (about
    /// a tenth of the bot's CPU per command, `TownhallBenchmark matrix`). What the row guards is
    /// a batch taken again after a restart: the command is not run twice. A crash of the machine
    /// (not of the bot) may now take the last rows with it, and those commands run again, as a
    /// command does today whose reply was posted just before a crash, before its row committed.
    /// Nothing a person was told is lost: their command's own writes keep their synced commits.
    static func commitMatrixHandledEvents(_ records: [MatrixHandledEventRecord], to engine: any SQLEngine,
                                          sqlite writer: (any DatabaseWriter)?) async throws -> [Void] {
        let insert = "INSERT INTO matrix_handled_event (network, event_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
        if let writer {
            // SQLite refuses to change the setting within a transaction: set around it, on the
            // one writer connection, which runs nothing else meanwhile
            try await writer.writeWithoutTransaction { db in
                try db.cachedStatement(sql: "PRAGMA synchronous = NORMAL").execute()
                let outcome = Result {
                    try db.inTransaction {
                        let statement = try db.cachedStatement(sql: insert)
                        for record in records { try statement.execute(arguments: [record.network, record.eventID]) }
                        return .commit
                    }
                }
                // as `TownhallDatabase.init` set it for every other commit
                try db.cachedStatement(sql: "PRAGMA synchronous = FULL").execute()
                try outcome.get()
            }
        } else {
            try await engine.write { tx in
                _ = try tx.execute("SET LOCAL synchronous_commit = off", [])
                for record in records { _ = try tx.execute(insert, [record.network, record.eventID]) }
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
