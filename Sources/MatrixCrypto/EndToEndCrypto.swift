/// What the Matrix transport needs of an end-to-end encryption library: the device's account,
/// Olm sessions (one per pair of devices, for keys sent to a device), Megolm group sessions (one
/// outbound per room, inbound per room and sender key), ed25519 signing keys for cross-signing,
/// and signature checks. The transport speaks only these protocols and `CryptoError`, so another
/// implementation (vodozemac through its C bindings) can replace `LibolmCrypto` without touching it.
///
/// The objects it makes hold secret key material and are not thread-safe: each is meant to be
/// owned by one actor. Everything persistent goes out as a pickle, encrypted with a `PickleKey`.
public protocol EndToEndCrypto: Sendable {
    /// A new account with fresh identity keys and no one-time keys yet.
    func newAccount() throws(CryptoError) -> any CryptoAccount
    /// An account as pickled; `CryptoError.Reason.wrongPickleKey` when `key` is not its key.
    func account(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoAccount
    func session(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoSession

    /// A new Megolm session for sending in one room.
    func newOutboundGroupSession() throws(CryptoError) -> any CryptoOutboundGroupSession
    func outboundGroupSession(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoOutboundGroupSession
    /// The receiving side of a Megolm session, from the `session_key` of an `m.room_key`.
    func inboundGroupSession(sessionKey: String) throws(CryptoError) -> any CryptoInboundGroupSession
    /// The receiving side from an exported key (`m.forwarded_room_key`, key backups).
    func inboundGroupSession(exportedKey: String) throws(CryptoError) -> any CryptoInboundGroupSession
    func inboundGroupSession(pickle: String, key: PickleKey) throws(CryptoError) -> any CryptoInboundGroupSession

    /// A new ed25519 signing key (a cross-signing key) from fresh random bytes.
    func newSigningKey() throws(CryptoError) -> any CryptoSigningKey
    /// The signing key whose private seed is `seed` (what `CryptoSigningKey.seed` gave).
    func signingKey(seed: [UInt8]) throws(CryptoError) -> any CryptoSigningKey

    /// Whether `signature` (unpadded base64) is `publicKey`'s ed25519 signature of `message`.
    func verifyEd25519(signature: String, of message: [UInt8], publicKey: String) -> Bool
}
