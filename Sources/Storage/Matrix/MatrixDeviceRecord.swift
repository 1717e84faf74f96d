/// The bot's device on one Matrix network, as `matrix_device` keeps it.
public struct MatrixDeviceRecord: Sendable, Equatable {
    public var userID: String
    public var deviceID: String
    /// The pickled Olm account, nil before encryption was set up on this device.
    public var olmAccount: String?

    public init(userID: String, deviceID: String, olmAccount: String?) {
        self.userID = userID
        self.deviceID = deviceID
        self.olmAccount = olmAccount
    }
}
