/// A device's long-term keys: its identity keys, the one-time keys and fallback key others claim
/// to open an Olm session with it, and the signatures of its device keys.
public protocol CryptoAccount: AnyObject {
    func identityKeys() throws(CryptoError) -> IdentityKeys
    /// The ed25519 signature (unpadded base64) of `message` by the identity key.
    func sign(_ message: [UInt8]) throws(CryptoError) -> String

    /// How many one-time keys the account can hold at once (unpublished and published unused).
    var maxOneTimeKeys: Int { get }
    func generateOneTimeKeys(count: Int) throws(CryptoError)
    /// The one-time keys not yet marked published: key id → curve25519 public key.
    func unpublishedOneTimeKeys() throws(CryptoError) -> [String: String]
    /// A new fallback key (the one before stays usable until `forgetOldFallbackKey`).
    func generateFallbackKey() throws(CryptoError)
    /// The fallback key when not yet published: key id → curve25519 public key, else empty.
    func unpublishedFallbackKey() throws(CryptoError) -> [String: String]
    /// Marks the current one-time keys and fallback key published (call after the upload).
    func markKeysAsPublished()
    /// Drops the fallback key that a newer one replaced.
    func forgetOldFallbackKey()

    /// A session to the device whose keys are `theirIdentityKey` and `theirOneTimeKey` (claimed).
    func outboundSession(theirIdentityKey: String, theirOneTimeKey: String) throws(CryptoError) -> any CryptoSession
    /// The session a pre-key message from `theirIdentityKey` opens; the one-time key it used is
    /// removed from the account, so it cannot open a second session.
    func inboundSession(theirIdentityKey: String, preKeyMessage: String) throws(CryptoError) -> any CryptoSession

    func pickle(key: PickleKey) throws(CryptoError) -> String
}
