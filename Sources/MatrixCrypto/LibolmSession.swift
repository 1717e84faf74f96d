import COlm

/// `CryptoSession` on libolm's `OlmSession`.
final class LibolmSession: CryptoSession {
    let object: LibolmObject<OpaquePointer>

    init() {
        object = LibolmObject(size: olm_session_size(), initialise: { olm_session($0) },
                              clear: { _ = olm_clear_session($0) },
                              lastError: { CryptoError(libolm: olm_session_last_error_code($0), text: olm_session_last_error($0)) })
    }

    static func unpickled(_ pickle: String, key: PickleKey) throws(CryptoError) -> LibolmSession {
        let session = LibolmSession()
        try session.object.unpickle(pickle, key: key) { olm_unpickle_session($0, $1, $2, $3, $4) }
        return session
    }

    func sessionID() throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_session_id_length(pointer)) { olm_session_id(pointer, $0, $1) }
    }

    func encrypt(_ plaintext: String) throws(CryptoError) -> OlmMessage {
        let pointer = object.pointer
        let kind = OlmMessage.Kind(rawValue: olm_encrypt_message_type(pointer)) ?? .normal
        let plain = Array(plaintext.utf8)
        let body = try CryptoMemory.withRandomBytes(olm_encrypt_random_length(pointer)) { random throws(CryptoError) in
            try object.text(length: olm_encrypt_message_length(pointer, plain.count)) { output, length in
                olm_encrypt(pointer, plain, plain.count, random.baseAddress, random.count, output, length)
            }
        }
        return OlmMessage(kind: kind, body: body)
    }

    func decrypt(_ message: OlmMessage) throws(CryptoError) -> String {
        let pointer = object.pointer
        let bytes = Array(message.body.utf8)
        // libolm decodes the message in place: once to size the plaintext, once to decrypt it
        let maximum = try CryptoMemory.withScratchCopy(of: bytes) { scratch throws(CryptoError) in
            try object.check(olm_decrypt_max_plaintext_length(pointer, message.kind.rawValue, scratch.baseAddress, scratch.count))
        }
        return try CryptoMemory.withScratchCopy(of: bytes) { scratch throws(CryptoError) in
            try object.text(length: maximum) { output, length in
                olm_decrypt(pointer, message.kind.rawValue, scratch.baseAddress, scratch.count, output, length)
            }
        }
    }

    func matchesInbound(theirIdentityKey: String, preKeyMessage: String) -> Bool {
        let pointer = object.pointer
        let identity = Array(theirIdentityKey.utf8)
        let matches = try? CryptoMemory.withScratchCopy(of: Array(preKeyMessage.utf8)) { message throws(CryptoError) in
            try object.check(olm_matches_inbound_session_from(pointer, identity, identity.count, message.baseAddress, message.count))
        }
        return matches == 1
    }

    func pickle(key: PickleKey) throws(CryptoError) -> String {
        try object.pickle(key: key, length: olm_pickle_session_length(object.pointer)) { olm_pickle_session($0, $1, $2, $3, $4) }
    }
}
