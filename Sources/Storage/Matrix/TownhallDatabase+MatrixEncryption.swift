import Foundation
import SQLStore

extension TownhallDatabase {
    /// Stores an Olm session of `senderKey`'s device (a new one, or one whose ratchet moved on:
    /// every decryption changes it, and a stale pickle could not read the next message).
    public func recordMatrixOlmSession(_ pickle: String, sessionID: String, senderKey: String, network: String,
                                       at date: Date) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_olm_session (network, device_key, session_id, pickle, used_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (network, device_key, session_id) DO UPDATE SET pickle = excluded.pickle, used_at = excluded.used_at
                """, [network, senderKey, sessionID, pickle, date])
        }
    }

    /// Stores a room key unless the same session is stored already: the first copy (an
    /// `m.room_key` straight from its sender) is kept, a later forward of it changes nothing.
    /// False when it was there.
    public func recordMatrixMegolmSession(_ session: MatrixMegolmSessionRecord, network: String, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_megolm_session (network, room_id, device_key, session_id, sender_user, signing_key, pickle, received_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [network, session.roomID, session.senderKey, session.sessionID, session.senderUser, session.signingKey,
                      session.pickle, date]) > 0
        }
    }

    /// Records that message `index` of a Megolm session decrypted event `eventID`, and returns the
    /// event that index decrypted first: `eventID` itself unless it is a replay (the same index
    /// under another event id), which the caller refuses.
    public func claimMatrixMegolmIndex(_ index: Int64, eventID: String, roomID: String, senderKey: String, sessionID: String,
                                       network: String) async throws -> String {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_megolm_index (network, room_id, device_key, session_id, message_index, event_id)
                VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """, [network, roomID, senderKey, sessionID, index, eventID])
            guard let first = try tx.value(String.self, """
                SELECT event_id FROM matrix_megolm_index
                WHERE network = ? AND room_id = ? AND device_key = ? AND session_id = ? AND message_index = ?
                """, [network, roomID, senderKey, sessionID, index]) else {
                throw StorageError.rowVanished("the Megolm index \(index) of \(sessionID)")
            }
            return first
        }
    }

    /// Replaces what is known of `userID`'s devices with `devices` (a `/keys/query` answer, the
    /// devices whose signature failed left out).
    public func replaceMatrixUserDevices(_ devices: [MatrixUserDeviceRecord], of userID: String, network: String) async throws {
        try await engine.write { tx in
            try tx.execute("DELETE FROM matrix_user_device WHERE network = ? AND user_id = ?", [network, userID])
            for device in devices where device.userID == userID {
                try tx.execute("""
                    INSERT INTO matrix_user_device (network, user_id, device_id, curve25519, ed25519) VALUES (?, ?, ?, ?, ?)
                    """, [network, userID, device.deviceID, device.curve25519, device.ed25519])
            }
        }
    }

    /// Keeps an encrypted message until its room key arrives or its grace period ends.
    public func recordMatrixPendingEvent(_ event: MatrixPendingEventRecord, network: String) async throws {
        try await engine.write { tx in
            try tx.execute("""
                INSERT INTO matrix_pending_event (network, event_id, room_id, sender, content, sent_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT DO NOTHING
                """, [network, event.eventID, event.roomID, event.sender, event.content, event.sentAt])
        }
    }

    /// Drops a pending message (read at last, or told it could not be); false when it was gone.
    public func forgetMatrixPendingEvent(_ eventID: String, network: String) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("DELETE FROM matrix_pending_event WHERE network = ? AND event_id = ?", [network, eventID]) > 0
        }
    }
}
