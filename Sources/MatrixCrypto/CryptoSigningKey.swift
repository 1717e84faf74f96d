/// An ed25519 key pair outside the account: the cross-signing keys (master, self-signing,
/// user-signing) that vouch for the bot's device to other people's clients.
public protocol CryptoSigningKey: AnyObject {
    /// Unpadded base64, as `/keys/device_signing/upload` lists it.
    var publicKey: String { get }
    /// The private seed, for whoever must keep the key (a secret).
    var seed: [UInt8] { get }
    func sign(_ message: [UInt8]) throws(CryptoError) -> String
}
