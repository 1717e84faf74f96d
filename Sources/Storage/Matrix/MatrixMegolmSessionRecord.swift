/// One room key the bot received, as `matrix_megolm_session` keeps it: the pickled inbound Megolm
/// session and who sent it, so that an event under that session from anyone else is refused.
public struct MatrixMegolmSessionRecord: Sendable, Equatable {
    public var roomID: String
    /// The curve25519 key of the device that made the session.
    public var senderKey: String
    public var sessionID: String
    /// The user whose device sent the key.
    public var senderUser: String
    /// The ed25519 key of that device.
    public var signingKey: String
    /// The inbound session, pickled with the pickle key.
    public var pickle: String

    public init(roomID: String, senderKey: String, sessionID: String, senderUser: String, signingKey: String, pickle: String) {
        self.roomID = roomID
        self.senderKey = senderKey
        self.sessionID = sessionID
        self.senderUser = senderUser
        self.signingKey = signingKey
        self.pickle = pickle
    }
}
