/// The sending side of a Megolm session: one per encrypted room, shared with every device there.
public protocol CryptoOutboundGroupSession: AnyObject {
    func sessionID() throws(CryptoError) -> String
    /// The key to send in an `m.room_key` (it decrypts from the current index on): a secret.
    func sessionKey() throws(CryptoError) -> String
    /// How many messages it encrypted: the index of the next.
    var messageIndex: UInt32 { get }
    func encrypt(_ plaintext: String) throws(CryptoError) -> String
    func pickle(key: PickleKey) throws(CryptoError) -> String
}
