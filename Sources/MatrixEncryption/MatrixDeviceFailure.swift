/// Why the bot's device cannot start: each one stops the bot, since answering in encrypted rooms
/// with lost or unreadable keys would only fail later, message by message.
public enum MatrixDeviceFailure: Error, CustomStringConvertible, Sendable {
    /// The stored account does not open with the pickle key given.
    case wrongPickleKey(variable: String)
    /// The stored account cannot be read at all.
    case unreadableAccount(String)
    /// The homeserver gave no device id (a whoami without one).
    case noDeviceID

    public var description: String {
        switch self {
        case .wrongPickleKey(let variable):
            "the pickle key in \(variable) does not open the stored Olm account; set \(variable) to the key it was made with"
        case .unreadableAccount(let problem):
            "the stored Olm account cannot be read (\(problem))"
        case .noDeviceID:
            "the homeserver did not say which device the bot is; set device_id"
        }
    }
}
