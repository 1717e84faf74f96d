/// A device's two public identity keys, unpadded base64 as Matrix writes them: `curve25519` for
/// Olm key agreement (the "sender key" of every message), `ed25519` for its signatures.
public struct IdentityKeys: Sendable, Equatable, Codable {
    public var curve25519: String
    public var ed25519: String

    public init(curve25519: String, ed25519: String) {
        self.curve25519 = curve25519
        self.ed25519 = ed25519
    }
}
