/// One device of a Matrix user as `/keys/query` showed it with a valid self-signature
/// (`matrix_user_device`): what tells whether an Olm sender is the device it claims to be.
public struct MatrixUserDeviceRecord: Sendable, Equatable, Hashable {
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
