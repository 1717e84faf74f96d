/// One line the bot sends. The core guarantees `content` is a single line without control
/// characters; transports render its styling their own way and split it to fit their limits.
public struct ChatReply: Sendable, Hashable {
    public enum Destination: Sendable, Hashable {
        case channel(String)
        case direct(nick: String)
    }

    public var destination: Destination
    /// The line with the bot's styling (bold, colours, links) for the transport to render.
    public var content: StyledText
    /// Sent as a notice (IRC NOTICE) rather than a message: used for rate-limit warnings.
    public var isNotice: Bool

    /// The line without styling: what the console prints and conversation scripts compare.
    public var text: String { content.plainText }

    public init(destination: Destination, text: String, isNotice: Bool = false) {
        self.init(destination: destination, content: StyledText(text), isNotice: isNotice)
    }

    public init(destination: Destination, content: StyledText, isNotice: Bool = false) {
        self.destination = destination
        self.content = content
        self.isNotice = isNotice
    }
}
