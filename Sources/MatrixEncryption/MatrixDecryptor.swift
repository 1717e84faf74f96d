import Foundation
import Logging
import MatrixClient
import MatrixCrypto

/// Reads encrypted Matrix traffic for the bot: to-device Olm messages (through its `MatrixDevice`)
/// carrying room keys, which are stored when the device that sent them is the one that claims
/// them, and Megolm room events, decrypted with those keys and refused when their message index
/// decrypted another event before (a replay). Every refusal is logged and counted by kind; none
/// throws past the caller's event, so one bad message never holds up another room.
public actor MatrixDecryptor {
    /// The Megolm algorithm of room events and room keys.
    public static let megolmAlgorithm = "m.megolm.v1.aes-sha2"

    let device: MatrixDevice
    public let tracker: MatrixDeviceTracker
    let crypto: any EndToEndCrypto
    let pickleKey: PickleKey
    let store: any MatrixKeyStore
    let logger: Logger
    /// Failure kind → how many since the start (`MatrixDecryptionFailure.kind`).
    public private(set) var failures: [String: Int] = [:]

    public init(device: MatrixDevice, tracker: MatrixDeviceTracker, crypto: any EndToEndCrypto, pickleKey: PickleKey,
                store: any MatrixKeyStore, logger: Logger) {
        self.device = device
        self.tracker = tracker
        self.crypto = crypto
        self.pickleKey = pickleKey
        self.store = store
        self.logger = logger
    }

    /// Counts and logs a refusal.
    public func record(_ failure: MatrixDecryptionFailure, of what: String) {
        failures[failure.kind, default: 0] += 1
        logger.warning("\(what) was not read: \(failure)", metadata: ["\(failure.kind)": "\(failures[failure.kind] ?? 0)"])
    }

    // MARK: To-device

    /// Takes in a sync's to-device events; returns the room keys it stored (what a message waiting
    /// for its key may now be read with).
    public func receive(toDevice events: [MatrixJSON]) async -> [MatrixRoomKey] {
        var stored: [MatrixRoomKey] = []
        for event in events where event["type"]?.string == "m.room.encrypted" {
            guard let sender = event["sender"]?.string, let content = event["content"] else {
                record(.malformed("a to-device event without sender or content"), of: "a to-device message")
                continue
            }
            do {
                let payload = try await device.decryptToDevice(content, sender: sender)
                if let key = try await accept(payload) { stored.append(key) }
            } catch {
                record(error, of: "a to-device message from \(sender)")
            }
        }
        return stored
    }

    /// Stores the room key an `m.room_key` or `m.forwarded_room_key` payload carries. A key is
    /// taken only from a verified device of the user who sent it (its curve25519 key the Olm
    /// sender's, its ed25519 key the one the payload claims); a forwarded key only when the device
    /// it names as the session's maker is a verified device of that same user. Other payloads are
    /// ignored (nil).
    func accept(_ payload: MatrixOlmPayload) async throws(MatrixDecryptionFailure) -> MatrixRoomKey? {
        let forwarded: Bool
        switch payload.type {
        case "m.room_key": forwarded = false
        case "m.forwarded_room_key": forwarded = true
        default:
            logger.info("ignored a to-device \(payload.type) from \(payload.sender)")
            return nil
        }
        let content = payload.content
        guard let algorithm = content["algorithm"]?.string else { throw .malformed("a room key without algorithm") }
        guard algorithm == Self.megolmAlgorithm else { throw .unknownAlgorithm(algorithm) }
        guard let roomID = content["room_id"]?.string, let sessionID = content["session_id"]?.string,
              let sessionKey = content["session_key"]?.string else { throw .malformed("a room key without room, session or key") }
        let devices = await tracker.devices(of: payload.sender)
        guard devices.contains(where: { $0.curve25519 == payload.senderKey && $0.ed25519 == payload.claimedSigningKey }) else {
            throw .wrongSender("no verified device of \(payload.sender) has the keys that sent it")
        }
        var senderKey = payload.senderKey, signingKey = payload.claimedSigningKey
        if forwarded {
            guard let original = content["sender_key"]?.string, let originalSigning = content["sender_claimed_ed25519_key"]?.string,
                  devices.contains(where: { $0.curve25519 == original && $0.ed25519 == originalSigning }) else {
                throw .wrongSender("a forwarded key whose session no verified device of \(payload.sender) made")
            }
            senderKey = original
            signingKey = originalSigning
        }
        let session: any CryptoInboundGroupSession
        do {
            session = forwarded ? try crypto.inboundGroupSession(exportedKey: sessionKey) : try crypto.inboundGroupSession(sessionKey: sessionKey)
            guard try session.sessionID() == sessionID else { throw MatrixDecryptionFailure.malformed("the session key is not of session \(sessionID)") }
        } catch let error as CryptoError { throw .crypto(error) } catch let error as MatrixDecryptionFailure { throw error } catch { throw .malformed("\(error)") }
        let key: MatrixRoomKey
        do {
            key = MatrixRoomKey(roomID: roomID, senderKey: senderKey, sessionID: sessionID, senderUser: payload.sender,
                                signingKey: signingKey, pickle: try session.pickle(key: pickleKey))
        } catch { throw .crypto(error) }
        do {
            guard try await store.recordRoomKey(key) else { return nil }
        } catch { throw .storage("\(error)") }
        logger.info("stored a room key", metadata: ["room": "\(roomID)", "session": "\(sessionID)", "from": "\(payload.sender)",
                                                   "forwarded": "\(forwarded)", "first index": "\(session.firstKnownIndex)"])
        return key
    }

    // MARK: Room events

    /// The event an `m.room.encrypted` room event from `sender` holds (its `type` and `content`),
    /// decrypted with the stored room key of its session. Refused when the key came from another
    /// user than `sender`, when the plaintext names another room, and when its message index
    /// decrypted another event before.
    public func decrypt(_ content: MatrixJSON, eventID: String, roomID: String, sender: String) async throws(MatrixDecryptionFailure) -> MatrixJSON {
        guard let algorithm = content["algorithm"]?.string else { throw .malformed("no algorithm") }
        guard algorithm == Self.megolmAlgorithm else { throw .unknownAlgorithm(algorithm) }
        guard let sessionID = content["session_id"]?.string, let ciphertext = content["ciphertext"]?.string else {
            throw .malformed("no session_id or ciphertext")
        }
        let senderKey = content["sender_key"]?.string
        let stored: MatrixRoomKey?
        do { stored = try await store.roomKey(roomID: roomID, senderKey: senderKey, sessionID: sessionID) } catch { throw .storage("\(error)") }
        guard let key = stored else { throw .missingKey(senderKey: senderKey, sessionID: sessionID) }
        guard key.senderUser == sender else { throw .wrongSender("\(sender) sent under a session of \(key.senderUser)") }
        let plaintext: GroupPlaintext
        do {
            plaintext = try crypto.inboundGroupSession(pickle: key.pickle, key: pickleKey).decrypt(ciphertext)
        } catch { throw .crypto(error) }
        let first: String
        do { first = try await store.claimMessageIndex(plaintext.messageIndex, eventID: eventID, of: key) } catch { throw .storage("\(error)") }
        guard first == eventID else { throw .replayed(index: plaintext.messageIndex, firstEventID: first) }
        guard let event = MatrixJSON.decoded(Data(plaintext.text.utf8)), event["type"]?.string != nil,
              case .object = event["content"] else { throw .malformed("the plaintext is not an event") }
        guard event["room_id"]?.string == roomID else { throw .wrongRecipient("the plaintext names another room") }
        return event
    }

    /// Asks `sender`'s devices (and the bot's other devices, if any) for the key of a session
    /// with `m.room_key_request`; a client that holds it and trusts the bot sends it as an
    /// `m.forwarded_room_key`.
    public func requestKey(roomID: String, senderKey: String?, sessionID: String, from sender: String) async {
        var body: [String: MatrixJSON] = ["algorithm": .string(Self.megolmAlgorithm), "room_id": .string(roomID),
                                          "session_id": .string(sessionID)]
        if let senderKey { body["sender_key"] = .string(senderKey) }
        let request = MatrixJSON.object([
            "action": .string("request"), "body": .object(body), "request_id": .string(UUID().uuidString),
            "requesting_device_id": .string(device.deviceID),
        ])
        var targets: [String: MatrixJSON] = [sender: .object(["*": request])]
        if sender != device.userID { targets[device.userID] = .object(["*": request]) }
        // a to-device transaction id is the access token's: a fresh UUID never repeats one
        let path = MatrixAPI.path("sendToDevice", "m.room_key_request", UUID().uuidString)
        do {
            _ = try await device.api.call(.PUT, path, body: .object(["messages": .object(targets)]))
            logger.info("asked for a missing room key", metadata: ["room": "\(roomID)", "session": "\(sessionID)", "from": "\(sender)"])
        } catch {
            logger.warning("cannot ask \(sender) for a missing room key: \(error)")
        }
    }
}
