import Foundation
import Logging
import MatrixClient
import MatrixCrypto

/// Encrypts what the bot posts in encrypted rooms: one outbound Megolm session per room, its
/// key sent over Olm to every verified device of every member it is given (the joined ones, and
/// the invited ones whose room's history visibility lets them read what is said before they
/// join: `MatrixSession.keyReceivers`) before the first message, and to a device that appears
/// later before the next one. The session is replaced once it has encrypted the room's
/// `rotation_period_msgs` messages or is older than its `rotation_period_ms` (100 and a week by
/// default), and whenever a member left: someone gone must not read what follows. Trust is on
/// first use: a device is sent the key when its keys carry its own valid signature
/// (`MatrixDeviceTracker`); one whose signature fails never is.
///
/// Sessions live in memory: after a restart each room gets a new one, shared again, so nothing
/// sent before is needed to read what comes after.
public actor MatrixRoomEncryptor {
    struct RoomSession {
        let session: any CryptoOutboundGroupSession
        let createdAt: Date
        /// Who has been in the room since it was made (a member gone since means a new session).
        var members: Set<String>
        /// The devices (curve25519 keys) that have its key.
        var sharedWith: Set<String>
    }

    let device: MatrixDevice
    let tracker: MatrixDeviceTracker
    let crypto: any EndToEndCrypto
    let logger: Logger
    private var rooms: [String: RoomSession] = [:]

    public init(device: MatrixDevice, tracker: MatrixDeviceTracker, crypto: any EndToEndCrypto, logger: Logger) {
        self.device = device
        self.tracker = tracker
        self.crypto = crypto
        self.logger = logger
    }

    /// The `m.room.encrypted` content of an event of `type` with `content` in `roomID`, whose
    /// members are `members`; `settings` is the room's `m.room.encryption` content (rotation).
    public func encrypt(_ type: String, _ content: MatrixJSON, in roomID: String, members: Set<String>,
                        settings: MatrixJSON?) async throws -> MatrixJSON {
        var room = try currentSession(of: roomID, members: members, settings: settings)
        var devices: [MatrixUserDevice] = []
        for member in members.sorted() {
            devices += await tracker.devices(of: member).filter { $0.curve25519 != device.identityKeys.curve25519 }
        }
        let newcomers = devices.filter { !room.sharedWith.contains($0.curve25519) }
        if !newcomers.isEmpty {
            let key = MatrixJSON.object([
                "algorithm": .string(MatrixDecryptor.megolmAlgorithm), "room_id": .string(roomID),
                "session_id": .string(try room.session.sessionID()), "session_key": .string(try room.session.sessionKey()),
            ])
            let reached = await device.sendEncrypted("m.room_key", key, to: newcomers)
            room.sharedWith.formUnion(reached.map(\.curve25519))
            logger.info("shared the room's key", metadata: ["room": "\(roomID)", "devices": "\(reached.count) of \(newcomers.count)"])
        }
        let plaintext = MatrixJSON.object(["type": .string(type), "content": content, "room_id": .string(roomID)])
        let ciphertext = try room.session.encrypt(String(decoding: plaintext.encoded(), as: UTF8.self))
        rooms[roomID] = room
        return .object([
            "algorithm": .string(MatrixDecryptor.megolmAlgorithm), "sender_key": .string(device.identityKeys.curve25519),
            "ciphertext": .string(ciphertext), "session_id": .string(try room.session.sessionID()), "device_id": .string(device.deviceID),
        ])
    }

    /// The room's session, or a new one when there is none, it is due for rotation, or a member left.
    private func currentSession(of roomID: String, members: Set<String>, settings: MatrixJSON?) throws -> RoomSession {
        let maxMessages = settings?["rotation_period_msgs"]?.number.map { UInt32(max(1, min($0, 10_000))) } ?? 100
        let maxAge = (settings?["rotation_period_ms"]?.number ?? 604_800_000) / 1000
        if var room = rooms[roomID], room.members.isSubset(of: members), room.session.messageIndex < maxMessages,
           Date().timeIntervalSince(room.createdAt) < maxAge {
            room.members = members
            return room
        }
        if rooms[roomID] != nil { logger.info("a new Megolm session for the room", metadata: ["room": "\(roomID)"]) }
        return RoomSession(session: try crypto.newOutboundGroupSession(), createdAt: Date(), members: members, sharedWith: [])
    }
}
