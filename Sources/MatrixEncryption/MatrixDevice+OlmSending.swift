import Foundation
import MatrixClient
import MatrixCrypto

extension MatrixDevice {
    /// Sends `type`/`content` to each of `devices` encrypted over Olm (one `/sendToDevice` of
    /// `m.room.encrypted`): on the stored session with the device when there is one, else on a new
    /// session from a one-time key claimed for it (`/keys/claim`, the key's signature checked with
    /// the device's ed25519 key). A device with no session and no valid key is logged and left out:
    /// it cannot read what follows until it has one. Returns the devices it was sent to.
    @discardableResult
    public func sendEncrypted(_ type: String, _ content: MatrixJSON, to devices: [MatrixUserDevice]) async -> [MatrixUserDevice] {
        var sessions: [String: any CryptoSession] = [:]
        var unclaimed: [MatrixUserDevice] = []
        for device in devices {
            if let pickle = try? await keyStore.olmSessions(senderKey: device.curve25519).first,
               let session = try? crypto.session(pickle: pickle, key: pickleKey) {
                sessions[device.curve25519] = session
            } else {
                unclaimed.append(device)
            }
        }
        for (device, session) in await claimSessions(for: unclaimed) { sessions[device.curve25519] = session }
        var messages: [String: [String: MatrixJSON]] = [:]
        var reached: [MatrixUserDevice] = []
        for device in devices {
            guard let session = sessions[device.curve25519] else { continue }
            let payload = MatrixJSON.object([
                "type": .string(type), "content": content, "sender": .string(userID), "sender_device": .string(deviceID),
                "keys": .object(["ed25519": .string(identityKeys.ed25519)]),
                "recipient": .string(device.userID), "recipient_keys": .object(["ed25519": .string(device.ed25519)]),
            ])
            do {
                let message = try session.encrypt(String(decoding: payload.encoded(), as: UTF8.self))
                try await keyStore.recordOlmSession(try session.pickle(key: pickleKey), sessionID: try session.sessionID(),
                                                    senderKey: device.curve25519)
                messages[device.userID, default: [:]][device.deviceID] = .object([
                    "algorithm": .string(Self.olmAlgorithm), "sender_key": .string(identityKeys.curve25519),
                    "ciphertext": .object([device.curve25519: .object(["type": .number(Double(message.kind.rawValue)),
                                                                       "body": .string(message.body)])]),
                ])
                reached.append(device)
            } catch {
                logger.warning("cannot encrypt a \(type) for a device: \(error)", metadata: ["user": "\(device.userID)", "device": "\(device.deviceID)"])
            }
        }
        guard !messages.isEmpty else { return [] }
        let body = MatrixJSON.object(["messages": .object(messages.mapValues { .object($0) })])
        // a to-device transaction id is the access token's: a fresh UUID never repeats one
        let path = MatrixAPI.path("sendToDevice", "m.room.encrypted", UUID().uuidString)
        do {
            _ = try await retry.run(attempts: 8, onRetry: MatrixRetry.logging("send encrypted to-device messages", to: logger)) { [api] () async throws(MatrixError) in
                try await api.call(.PUT, path, body: body)
            }
            return reached
        } catch {
            logger.error("cannot send a \(type) to \(reached.count) device(s): \(error)")
            return []
        }
    }

    /// New outbound Olm sessions from one-time keys claimed for `devices`, each key's signature
    /// checked; a device the homeserver has no key for, or whose key is not signed by it, is logged.
    private func claimSessions(for devices: [MatrixUserDevice]) async -> [(MatrixUserDevice, any CryptoSession)] {
        guard !devices.isEmpty else { return [] }
        var request: [String: [String: MatrixJSON]] = [:]
        for device in devices { request[device.userID, default: [:]][device.deviceID] = .string(Self.oneTimeKeyAlgorithm) }
        let body = MatrixJSON.object(["one_time_keys": .object(request.mapValues { .object($0) })])
        let answer: MatrixJSON
        do {
            answer = try await retry.run(attempts: 3, onRetry: MatrixRetry.logging("claim one-time keys", to: logger)) { [api] () async throws(MatrixError) in
                try await api.call(.POST, MatrixAPI.path("keys", "claim"), body: body)
            }
        } catch {
            logger.warning("cannot claim one-time keys for \(devices.count) device(s): \(error)")
            return []
        }
        var sessions: [(MatrixUserDevice, any CryptoSession)] = []
        for device in devices {
            guard let (keyID, key) = answer["one_time_keys"]?[device.userID]?[device.deviceID]?.object.first,
                  keyID.hasPrefix(Self.oneTimeKeyAlgorithm + ":"), let publicKey = key["key"]?.string,
                  key.hasValidSignature(by: device.userID, keyID: "ed25519:\(device.deviceID)", publicKey: device.ed25519, crypto: crypto) else {
                logger.warning("no valid one-time key for a device: it does not get the room key",
                               metadata: ["user": "\(device.userID)", "device": "\(device.deviceID)"])
                continue
            }
            do {
                sessions.append((device, try account.outboundSession(theirIdentityKey: device.curve25519, theirOneTimeKey: publicKey)))
            } catch {
                logger.warning("cannot open an Olm session with a device: \(error)", metadata: ["device": "\(device.deviceID)"])
            }
        }
        return sessions
    }
}
