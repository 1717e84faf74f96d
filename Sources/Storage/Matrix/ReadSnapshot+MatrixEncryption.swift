import Foundation
import SQLStore

extension ReadSnapshot {
    /// The pickled Olm sessions with the device whose curve25519 key is `senderKey`, the most
    /// recently used first (a device's next message is most likely on its latest session).
    public func matrixOlmSessions(senderKey: String, network: String) throws -> [String] {
        try tx.rows("SELECT pickle FROM matrix_olm_session WHERE network = ? AND device_key = ? ORDER BY used_at DESC, session_id",
                    [network, senderKey]).map { try $0.decode(String.self, at: 0) }
    }

    /// The room key stored for `roomID` and `sessionID`, from `senderKey` when given (events since
    /// Matrix 1.x may leave it out: a session id is random, so it alone finds the key); nil when
    /// none arrived.
    public func matrixMegolmSession(roomID: String, senderKey: String?, sessionID: String, network: String) throws -> MatrixMegolmSessionRecord? {
        try tx.rows("""
            SELECT device_key, sender_user, signing_key, pickle FROM matrix_megolm_session
            WHERE network = ? AND room_id = ? AND session_id = ? ORDER BY received_at, device_key
            """, [network, roomID, sessionID]).lazy.map {
            MatrixMegolmSessionRecord(roomID: roomID, senderKey: try $0.decode(String.self, "device_key"), sessionID: sessionID,
                                      senderUser: try $0.decode(String.self, "sender_user"),
                                      signingKey: try $0.decode(String.self, "signing_key"), pickle: try $0.decode(String.self, "pickle"))
        }.first { senderKey == nil || $0.senderKey == senderKey }
    }

    /// `userID`'s devices as last queried; empty when never queried (or they have none).
    public func matrixUserDevices(of userID: String, network: String) throws -> [MatrixUserDeviceRecord] {
        try tx.rows("SELECT device_id, curve25519, ed25519 FROM matrix_user_device WHERE network = ? AND user_id = ? ORDER BY device_id",
                    [network, userID]).map {
            MatrixUserDeviceRecord(userID: userID, deviceID: try $0.decode(String.self, "device_id"),
                                   curve25519: try $0.decode(String.self, "curve25519"), ed25519: try $0.decode(String.self, "ed25519"))
        }
    }

    /// The encrypted messages still waiting for their room key, oldest first.
    public func matrixPendingEvents(network: String) throws -> [MatrixPendingEventRecord] {
        try tx.rows("SELECT event_id, room_id, sender, content, sent_at FROM matrix_pending_event WHERE network = ? ORDER BY sent_at, event_id",
                    [network]).map {
            MatrixPendingEventRecord(eventID: try $0.decode(String.self, "event_id"), roomID: try $0.decode(String.self, "room_id"),
                                     sender: try $0.decode(String.self, "sender"), content: try $0.decode(String.self, "content"),
                                     sentAt: try $0.decode(Date.self, "sent_at"))
        }
    }
}
