/// An Olm session: the encrypted channel between two devices that room keys travel over.
public protocol CryptoSession: AnyObject {
    /// The same on both ends.
    func sessionID() throws(CryptoError) -> String
    func encrypt(_ plaintext: String) throws(CryptoError) -> OlmMessage
    func decrypt(_ message: OlmMessage) throws(CryptoError) -> String
    /// Whether the pre-key message from `theirIdentityKey` belongs to this (inbound) session:
    /// a sender that had no answer yet sends pre-key messages on the session it opened.
    func matchesInbound(theirIdentityKey: String, preKeyMessage: String) -> Bool
    func pickle(key: PickleKey) throws(CryptoError) -> String
}
