import COlm

/// `EndToEndCrypto` on libolm (Debian's libolm-dev), the C library python-olm binds for
/// mautrix-python and maubot. The README says why libolm, and what would make the project switch.
public struct LibolmCrypto: EndToEndCrypto {
    public init() {}

    public func newAccount() throws(CryptoError) -> any CryptoAccount { try LibolmAccount.created() }

    public func account(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoAccount {
        try LibolmAccount.unpickled(pickle, key: key)
    }

    public func session(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoSession {
        try LibolmSession.unpickled(pickle, key: key)
    }

    public func newOutboundGroupSession() throws(CryptoError) -> any CryptoOutboundGroupSession {
        try LibolmOutboundGroupSession.created()
    }

    public func outboundGroupSession(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoOutboundGroupSession {
        try LibolmOutboundGroupSession.unpickled(pickle, key: key)
    }

    public func inboundGroupSession(sessionKey: String) throws(CryptoError) -> any CryptoInboundGroupSession {
        try LibolmInboundGroupSession.made(from: sessionKey, exported: false)
    }

    public func inboundGroupSession(exportedKey: String) throws(CryptoError) -> any CryptoInboundGroupSession {
        try LibolmInboundGroupSession.made(from: exportedKey, exported: true)
    }

    public func inboundGroupSession(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoInboundGroupSession {
        try LibolmInboundGroupSession.unpickled(pickle, key: key)
    }

    public func newSigningKey() throws(CryptoError) -> any CryptoSigningKey { try LibolmSigningKey.created() }

    public func signingKey(seed: [UInt8]) throws(CryptoError) -> any CryptoSigningKey { try LibolmSigningKey(seed: seed) }

    public func verifyEd25519(signature: String, of message: [UInt8], publicKey: String) -> Bool {
        let utility = LibolmObject<OpaquePointer>(
            size: olm_utility_size(), initialise: { olm_utility($0) }, clear: { _ = olm_clear_utility($0) },
            lastError: { CryptoError(libolm: olm_utility_last_error_code($0), text: olm_utility_last_error($0)) })
        let key = Array(publicKey.utf8)
        let verified = try? CryptoMemory.withScratchCopy(of: Array(signature.utf8)) { signatureBytes throws(CryptoError) in
            try utility.check(message.withUnsafeBytes {
                olm_ed25519_verify(utility.pointer, key, key.count, $0.baseAddress, $0.count,
                                   signatureBytes.baseAddress, signatureBytes.count)
            })
        }
        return verified != nil
    }
}
