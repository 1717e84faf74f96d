import COlm
import Foundation

/// `CryptoAccount` on libolm's `OlmAccount`.
final class LibolmAccount: CryptoAccount {
    let object: LibolmObject<OpaquePointer>

    init() {
        object = LibolmObject(size: olm_account_size(), initialise: { olm_account($0) },
                              clear: { _ = olm_clear_account($0) },
                              lastError: { CryptoError(libolm: olm_account_last_error_code($0), text: olm_account_last_error($0)) })
    }

    /// A new account with fresh identity keys.
    static func created() throws(CryptoError) -> LibolmAccount {
        let account = LibolmAccount()
        let pointer = account.object.pointer
        try CryptoMemory.withRandomBytes(olm_create_account_random_length(pointer)) { random throws(CryptoError) in
            try account.object.check(olm_create_account(pointer, random.baseAddress, random.count))
        }
        return account
    }

    static func unpickled(_ pickle: String, key: PickleKey) throws(CryptoError) -> LibolmAccount {
        let account = LibolmAccount()
        try account.object.unpickle(pickle, key: key) { olm_unpickle_account($0, $1, $2, $3, $4) }
        return account
    }

    func identityKeys() throws(CryptoError) -> IdentityKeys {
        let pointer = object.pointer
        let json = try object.text(length: olm_account_identity_keys_length(pointer)) { olm_account_identity_keys(pointer, $0, $1) }
        guard let keys = try? JSONDecoder().decode(IdentityKeys.self, from: Data(json.utf8)) else {
            throw CryptoError(.other, detail: "libolm's identity keys are not the JSON it documents")
        }
        return keys
    }

    func sign(_ message: [UInt8]) throws(CryptoError) -> String {
        let pointer = object.pointer
        return try object.text(length: olm_account_signature_length(pointer)) { output, length in
            message.withUnsafeBytes { olm_account_sign(pointer, $0.baseAddress, $0.count, output, length) }
        }
    }

    var maxOneTimeKeys: Int { olm_account_max_number_of_one_time_keys(object.pointer) }

    func generateOneTimeKeys(count: Int) throws(CryptoError) {
        let pointer = object.pointer
        try CryptoMemory.withRandomBytes(olm_account_generate_one_time_keys_random_length(pointer, count)) { random throws(CryptoError) in
            try object.check(olm_account_generate_one_time_keys(pointer, count, random.baseAddress, random.count))
        }
    }

    func unpublishedOneTimeKeys() throws(CryptoError) -> [String: String] {
        let pointer = object.pointer
        return try Self.curve25519Keys(try object.text(length: olm_account_one_time_keys_length(pointer)) {
            olm_account_one_time_keys(pointer, $0, $1)
        })
    }

    func generateFallbackKey() throws(CryptoError) {
        let pointer = object.pointer
        try CryptoMemory.withRandomBytes(olm_account_generate_fallback_key_random_length(pointer)) { random throws(CryptoError) in
            try object.check(olm_account_generate_fallback_key(pointer, random.baseAddress, random.count))
        }
    }

    func unpublishedFallbackKey() throws(CryptoError) -> [String: String] {
        let pointer = object.pointer
        return try Self.curve25519Keys(try object.text(length: olm_account_unpublished_fallback_key_length(pointer)) {
            olm_account_unpublished_fallback_key(pointer, $0, $1)
        })
    }

    func markKeysAsPublished() {
        _ = olm_account_mark_keys_as_published(object.pointer)
    }

    func forgetOldFallbackKey() {
        olm_account_forget_old_fallback_key(object.pointer)
    }

    func outboundSession(theirIdentityKey: String, theirOneTimeKey: String) throws(CryptoError) -> any CryptoSession {
        let session = LibolmSession()
        let pointer = session.object.pointer
        let account = object.pointer
        let identity = Array(theirIdentityKey.utf8), oneTime = Array(theirOneTimeKey.utf8)
        try CryptoMemory.withRandomBytes(olm_create_outbound_session_random_length(pointer)) { random throws(CryptoError) in
            try session.object.check(olm_create_outbound_session(pointer, account, identity, identity.count, oneTime, oneTime.count,
                                                                 random.baseAddress, random.count))
        }
        return session
    }

    func inboundSession(theirIdentityKey: String, preKeyMessage: String) throws(CryptoError) -> any CryptoSession {
        let session = LibolmSession()
        let pointer = session.object.pointer
        let account = object.pointer
        let identity = Array(theirIdentityKey.utf8)
        try CryptoMemory.withScratchCopy(of: Array(preKeyMessage.utf8)) { message throws(CryptoError) in
            try session.object.check(olm_create_inbound_session_from(pointer, account, identity, identity.count,
                                                                     message.baseAddress, message.count))
        }
        try object.check(olm_remove_one_time_keys(account, pointer))
        return session
    }

    func pickle(key: PickleKey) throws(CryptoError) -> String {
        try object.pickle(key: key, length: olm_pickle_account_length(object.pointer)) { olm_pickle_account($0, $1, $2, $3, $4) }
    }

    /// libolm's `{"curve25519": {key id: key}}` as key id → key.
    private static func curve25519Keys(_ json: String) throws(CryptoError) -> [String: String] {
        guard let keys = try? JSONDecoder().decode([String: [String: String]].self, from: Data(json.utf8)) else {
            throw CryptoError(.other, detail: "libolm's one-time keys are not the JSON it documents")
        }
        return keys["curve25519"] ?? [:]
    }
}
