import COlm

/// `CryptoOutboundGroupSession` on libolm's `OlmOutboundGroupSession`.
final class LibolmOutboundGroupSession: CryptoOutboundGroupSession {
    let object: LibolmObject<OpaquePointer>

    init() {
        object = LibolmObject(size: olm_outbound_group_session_size(), initialise: { olm_outbound_group_session($0) },
                              clear: { _ = olm_clear_outbound_group_session($0) },
                              lastError: {
                                  CryptoError(libolm: olm_outbound_group_session_last_error_code($0),
                                              text: olm_outbound_group_session_last_error($0))
                              })
    }

    static func created() throws(CryptoError) -> LibolmOutboundGroupSession {
        let session = LibolmOutboundGroupSession()
        let pointer = session.object.pointer
        try CryptoMemory.withRandomBytes(olm_init_outbound_group_session_random_length(pointer)) { random throws(CryptoError) in
            try session.object.check(olm_init_outbound_group_session(pointer, random.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                                                     random.count))
        }
        return session
    }

    static func unpickled(_ pickle: String, key: PickleKey) throws(CryptoError) -> LibolmOutboundGroupSession {
        let session = LibolmOutboundGroupSession()
        try session.object.unpickle(pickle, key: key) { olm_unpickle_outbound_group_session($0, $1, $2, $3, $4) }
        return session
    }

    func sessionID() throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_outbound_group_session_id_length(pointer)) {
            olm_outbound_group_session_id(pointer, $0.assumingMemoryBound(to: UInt8.self), $1)
        }
    }

    func sessionKey() throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_outbound_group_session_key_length(pointer)) {
            olm_outbound_group_session_key(pointer, $0.assumingMemoryBound(to: UInt8.self), $1)
        }
    }

    var messageIndex: UInt32 { olm_outbound_group_session_message_index(object.pointer) }

    func encrypt(_ plaintext: String) throws(CryptoError) -> String {
        let pointer = object.pointer
        let plain = Array(plaintext.utf8)
        return try object.text(length: olm_group_encrypt_message_length(pointer, plain.count)) { output, length in
            olm_group_encrypt(pointer, plain, plain.count, output.assumingMemoryBound(to: UInt8.self), length)
        }
    }

    func pickle(key: PickleKey) throws(CryptoError) -> String {
        try object.pickle(key: key, length: olm_pickle_outbound_group_session_length(object.pointer)) {
            olm_pickle_outbound_group_session($0, $1, $2, $3, $4)
        }
    }
}
