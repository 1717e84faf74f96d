/// A Megolm room key the bot accepted: the inbound session (pickled) of one room, sender key and
/// session id, and the user and ed25519 key of the device it came from. An event is decrypted
/// with it only when that user sent it.
public struct MatrixRoomKey: Sendable, Equatable {
    public var roomID: String
    public var senderKey: String
    public var sessionID: String
    public var senderUser: String
    public var signingKey: String
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
