/// One Olm ciphertext as `m.olm.v1.curve25519-aes-sha2` carries it: its `type` (0, a pre-key
/// message that can open a session; 1, a message within one) and its base64 `body`.
public struct OlmMessage: Sendable, Equatable {
    public enum Kind: Int, Sendable {
        case preKey = 0
        case normal = 1
    }

    public var kind: Kind
    public var body: String

    public init(kind: Kind, body: String) {
        self.kind = kind
        self.body = body
    }
}
