import MatrixCrypto

/// Why an encrypted event (to-device or in a room) was not read. Each is logged and counted; none
/// stops the bot or holds up another room. `missingKey` alone may mend itself (the key comes late,
/// or after a key request): the caller waits for it before telling the sender.
public enum MatrixDecryptionFailure: Error, CustomStringConvertible, Sendable, Equatable {
    /// An algorithm the bot does not speak.
    case unknownAlgorithm(String)
    /// A field missing or of the wrong type.
    case malformed(String)
    /// An Olm message with no ciphertext for this device's key.
    case notForThisDevice
    /// A normal Olm message from a device no stored session can read.
    case noSession(senderKey: String)
    /// The library refused it: a bad MAC, a corrupt ciphertext, an index before the key's first.
    case crypto(CryptoError)
    /// A decrypted payload addressed to someone else, or claiming another sender.
    case wrongRecipient(String)
    /// A room key whose Olm sender is not a verified device of the user who claims it.
    case wrongSender(String)
    /// No room key for the session yet.
    case missingKey(senderKey: String?, sessionID: String)
    /// A Megolm message index that decrypted another event before.
    case replayed(index: UInt32, firstEventID: String)
    /// The store could not be read or written (the event may be read when it comes again).
    case storage(String)

    public var description: String {
        switch self {
        case .unknownAlgorithm(let algorithm): "unknown algorithm \(algorithm)"
        case .malformed(let problem): "malformed: \(problem)"
        case .notForThisDevice: "no ciphertext for this device"
        case .noSession(let senderKey): "no Olm session with \(senderKey) reads it"
        case .crypto(let error): "cannot decrypt: \(error)"
        case .wrongRecipient(let problem): "not meant for the bot: \(problem)"
        case .wrongSender(let problem): "claimed by the wrong sender: \(problem)"
        case .missingKey(let senderKey, let sessionID): "no room key yet for session \(sessionID) of \(senderKey ?? "?")"
        case .replayed(let index, let first): "message index \(index) replayed (it decrypted \(first) first)"
        case .storage(let problem): "the key store failed: \(problem)"
        }
    }

    /// The log counter it adds to.
    var kind: String {
        switch self {
        case .unknownAlgorithm: "unknown algorithm"
        case .malformed, .notForThisDevice: "malformed"
        case .noSession, .crypto: "undecryptable"
        case .wrongRecipient, .wrongSender: "wrong sender"
        case .missingKey: "missing key"
        case .replayed: "replayed"
        case .storage: "storage"
        }
    }
}
