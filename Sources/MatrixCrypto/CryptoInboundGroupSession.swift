/// The receiving side of a Megolm session: one per room and sender key and session id.
public protocol CryptoInboundGroupSession: AnyObject {
    func sessionID() throws(CryptoError) -> String
    /// The first message index it can decrypt (later keys decrypt only from where they start).
    var firstKnownIndex: UInt32 { get }
    /// The plaintext and the message's index; `CryptoError.Reason.unknownMessageIndex` for a
    /// message from before `firstKnownIndex`, `.badMessageMAC` for one tampered with.
    func decrypt(_ ciphertext: String) throws(CryptoError) -> GroupPlaintext
    /// The key from `index` on, as `m.forwarded_room_key` sends it.
    func exportKey(at index: UInt32) throws(CryptoError) -> String
    func pickle(key: PickleKey) throws(CryptoError) -> String
}
