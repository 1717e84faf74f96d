/// One line the bot sends. The core guarantees `text` is a single line without control
/// characters; transports still split it to fit their own limits.
public struct ChatReply: Sendable, Hashable {
    public enum Destination: Sendable, Hashable {
        case channel(String)
        case direct(nick: String)
    }

    public var destination: Destination
    public var text: String
    /// Sent as a notice (IRC NOTICE) rather than a message: used for rate-limit warnings.
    public var isNotice: Bool

    public init(destination: Destination, text: String, isNotice: Bool = false) {
        self.destination = destination
        self.text = text
        self.isNotice = isNotice
    }
}
