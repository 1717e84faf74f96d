import MatrixClient

/// A to-device message decrypted from Olm, its envelope checked (for this bot's device, from the
/// user the homeserver says sent it): what it carries (`type`, `content`) and which device claims
/// to have sent it (`senderKey` is the Olm sender, `claimedSigningKey` its ed25519 key).
public struct MatrixOlmPayload: Sendable, Equatable {
    public var sender: String
    public var senderKey: String
    public var claimedSigningKey: String
    public var type: String
    public var content: MatrixJSON
}
