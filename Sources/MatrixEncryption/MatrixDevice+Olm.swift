import Foundation
import MatrixClient
import MatrixCrypto

extension MatrixDevice {
    /// The Olm algorithm of to-device `m.room.encrypted` events.
    public static let olmAlgorithm = "m.olm.v1.curve25519-aes-sha2"

    /// Decrypts a to-device `m.room.encrypted` event sent by `sender` and checks its envelope: the
    /// payload must name the bot's user and ed25519 key as recipient and `sender` as sender, or
    /// anyone could pass on a message meant for another device as their own. A pre-key message no
    /// stored session reads opens a new inbound session, which is stored (with the account, whose
    /// one-time key it used is gone) before the payload is returned: its next message must be
    /// readable after a restart.
    public func decryptToDevice(_ content: MatrixJSON, sender: String) async throws(MatrixDecryptionFailure) -> MatrixOlmPayload {
        guard let algorithm = content["algorithm"]?.string else { throw .malformed("no algorithm") }
        guard algorithm == Self.olmAlgorithm else { throw .unknownAlgorithm(algorithm) }
        guard let senderKey = content["sender_key"]?.string else { throw .malformed("no sender_key") }
        guard let ciphertext = content["ciphertext"]?[identityKeys.curve25519] else { throw .notForThisDevice }
        guard let type = ciphertext["type"]?.number, let kind = OlmMessage.Kind(rawValue: Int(type)),
              let body = ciphertext["body"]?.string else { throw .malformed("a ciphertext without type or body") }
        let message = OlmMessage(kind: kind, body: body)
        let plaintext = try await decryptOlm(message, senderKey: senderKey)
        return try payload(of: plaintext, sender: sender, senderKey: senderKey)
    }

    /// The plaintext of `message` from a stored session with `senderKey`, or from the inbound
    /// session a pre-key message opens.
    private func decryptOlm(_ message: OlmMessage, senderKey: String) async throws(MatrixDecryptionFailure) -> String {
        let pickles: [String]
        do { pickles = try await keyStore.olmSessions(senderKey: senderKey) } catch { throw .storage("\(error)") }
        var lastError: CryptoError?
        for pickle in pickles {
            let session: any CryptoSession
            do { session = try crypto.session(pickle: pickle, key: pickleKey) } catch { lastError = error; continue }
            // a pre-key message belongs to the one session it opened; trying others would only fail
            if message.kind == .preKey && !session.matchesInbound(theirIdentityKey: senderKey, preKeyMessage: message.body) { continue }
            let plaintext: String
            do throws(CryptoError) {
                plaintext = try session.decrypt(message)
            } catch {
                lastError = error
                if message.kind == .preKey { throw .crypto(error) }
                continue
            }
            try await store(session, senderKey: senderKey)
            return plaintext
        }
        guard message.kind == .preKey else {
            if let lastError { throw .crypto(lastError) }
            throw .noSession(senderKey: senderKey)
        }
        do {
            let session = try account.inboundSession(theirIdentityKey: senderKey, preKeyMessage: message.body)
            let plaintext = try session.decrypt(message)
            try await store(session, senderKey: senderKey)
            try await save()
            logger.info("a device opened an Olm session with the bot", metadata: ["sender key": "\(senderKey)"])
            return plaintext
        } catch let error as CryptoError {
            throw .crypto(error)
        } catch let error as MatrixDecryptionFailure {
            throw error
        } catch {
            throw .storage("\(error)")
        }
    }

    private func store(_ session: any CryptoSession, senderKey: String) async throws(MatrixDecryptionFailure) {
        do {
            try await keyStore.recordOlmSession(try session.pickle(key: pickleKey), sessionID: try session.sessionID(), senderKey: senderKey)
        } catch { throw .storage("\(error)") }
    }

    /// The payload's fields, once it is shown to be for this device from `sender`.
    private func payload(of plaintext: String, sender: String, senderKey: String) throws(MatrixDecryptionFailure) -> MatrixOlmPayload {
        guard let json = MatrixJSON.decoded(Data(plaintext.utf8)), let type = json["type"]?.string,
              case .object = json["content"] else { throw .malformed("the decrypted payload is not an event") }
        guard json["recipient"]?.string == userID, json["recipient_keys"]?["ed25519"]?.string == identityKeys.ed25519 else {
            throw .wrongRecipient("addressed to \(json["recipient"]?.string ?? "nobody")")
        }
        guard json["sender"]?.string == sender else {
            throw .wrongRecipient("the payload names \(json["sender"]?.string ?? "nobody") as sender, the homeserver \(sender)")
        }
        guard let signingKey = json["keys"]?["ed25519"]?.string else { throw .malformed("the payload has no sender ed25519 key") }
        return MatrixOlmPayload(sender: sender, senderKey: senderKey, claimedSigningKey: signingKey, type: type,
                                content: json["content"] ?? .empty)
    }
}
