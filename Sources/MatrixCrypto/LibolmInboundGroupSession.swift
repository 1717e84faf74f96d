import COlm

/// `CryptoInboundGroupSession` on libolm's `OlmInboundGroupSession`.
final class LibolmInboundGroupSession: CryptoInboundGroupSession {
    let object: LibolmObject<OpaquePointer>

    init() {
        object = LibolmObject(size: olm_inbound_group_session_size(), initialise: { olm_inbound_group_session($0) },
                              clear: { _ = olm_clear_inbound_group_session($0) },
                              lastError: {
                                  CryptoError(libolm: olm_inbound_group_session_last_error_code($0),
                                              text: olm_inbound_group_session_last_error($0))
                              })
    }

    /// From an `m.room_key`'s `session_key` (`exported: false`) or an exported key (`true`).
    static func made(from key: String, exported: Bool) throws(CryptoError) -> LibolmInboundGroupSession {
        let session = LibolmInboundGroupSession()
        let pointer = session.object.pointer
        try CryptoMemory.withScratchCopy(of: Array(key.utf8)) { bytes throws(CryptoError) in
            let start = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
            try session.object.check(exported ? olm_import_inbound_group_session(pointer, start, bytes.count)
                                              : olm_init_inbound_group_session(pointer, start, bytes.count))
        }
        return session
    }

    static func unpickled(_ pickle: String, key: PickleKey) throws(CryptoError) -> LibolmInboundGroupSession {
        let session = LibolmInboundGroupSession()
        try session.object.unpickle(pickle, key: key) { olm_unpickle_inbound_group_session($0, $1, $2, $3, $4) }
        return session
    }

    func sessionID() throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_inbound_group_session_id_length(pointer)) {
            olm_inbound_group_session_id(pointer, $0.assumingMemoryBound(to: UInt8.self), $1)
        }
    }

    var firstKnownIndex: UInt32 { olm_inbound_group_session_first_known_index(object.pointer) }

    func decrypt(_ ciphertext: String) throws(CryptoError) -> GroupPlaintext {
        let pointer = object.pointer
        let bytes = Array(ciphertext.utf8)
        // libolm decodes the message in place: once to size the plaintext, once to decrypt it
        let maximum = try CryptoMemory.withScratchCopy(of: bytes) { scratch throws(CryptoError) in
            try object.check(olm_group_decrypt_max_plaintext_length(pointer, scratch.baseAddress?.assumingMemoryBound(to: UInt8.self),
                                                                    scratch.count))
        }
        var index: UInt32 = 0
        let text = try CryptoMemory.withScratchCopy(of: bytes) { scratch throws(CryptoError) in
            try object.text(length: maximum) { output, length in
                olm_group_decrypt(pointer, scratch.baseAddress?.assumingMemoryBound(to: UInt8.self), scratch.count,
                                  output.assumingMemoryBound(to: UInt8.self), length, &index)
            }
        }
        return GroupPlaintext(text: text, messageIndex: index)
    }

    func exportKey(at index: UInt32) throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_export_inbound_group_session_length(pointer)) {
            olm_export_inbound_group_session(pointer, $0.assumingMemoryBound(to: UInt8.self), $1, index)
        }
    }

    func pickle(key: PickleKey) throws(CryptoError) -> String {
        try object.pickle(key: key, length: olm_pickle_inbound_group_session_length(object.pointer)) {
            olm_pickle_inbound_group_session($0, $1, $2, $3, $4)
        }
    }
}
