/// Another user's device as `/keys/query` showed it, its self-signature checked: the identity
/// keys that tell whether a message or a room key really comes from that device.
public struct MatrixUserDevice: Sendable, Hashable {
    public var userID: String
    public var deviceID: String
    public var curve25519: String
    public var ed25519: String

    public init(userID: String, deviceID: String, curve25519: String, ed25519: String) {
        self.userID = userID
        self.deviceID = deviceID
        self.curve25519 = curve25519
        self.ed25519 = ed25519
    }
}
