/// Why an end-to-end operation failed, in terms the transport acts on: a wrong pickle key stops the
/// bot at start, a bad MAC or an unknown message index is a message it cannot read (logged and
/// told to the sender), anything else is a bug or a corrupt input. Every backend maps its own
/// errors onto these, so the transport never sees a library's codes.
public struct CryptoError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Reason: Sendable, Equatable {
        /// The pickle key is not the one the object was pickled with.
        case wrongPickleKey
        /// A pickle that cannot be read: truncated, or written by something else.
        case corruptPickle
        /// A message whose MAC does not match: tampered with, or for another session.
        case badMessageMAC
        /// A Megolm message older than the first index this session knows.
        case unknownMessageIndex
        /// A message that cannot be decoded (not base64, wrong version, wrong format).
        case malformedMessage
        /// A pre-key message naming a one-time key this account does not hold (already used).
        case unknownOneTimeKey
        /// A key (identity, one-time, session) that is not a valid key.
        case badKey
        /// An ed25519 signature that does not verify.
        case badSignature
        /// Anything else the library reported.
        case other
    }

    public var reason: Reason
    /// The library's own words, for the log.
    public var detail: String

    public init(_ reason: Reason, detail: String) {
        self.reason = reason
        self.detail = detail
    }

    public var description: String { "\(reason) (\(detail))" }
}
