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
    /// Whom a channel answer is for (the sender's nick or user id), nil for a line to everyone
    /// and in DMs. Kept apart from `content` because each transport addresses people its own way:
    /// IRC writes "alice: " before the line, Matrix a mention that notifies the person.
    public var addressee: String?

    /// The line without styling, addressed the plain way ("alice: pong"): what the console prints
    /// and conversation scripts compare.
    public var text: String {
        guard let addressee else { return content.plainText }
        return "\(addressee): \(content.plainText)"
    }

    public init(destination: Destination, text: String, isNotice: Bool = false, addressee: String? = nil) {
        self.init(destination: destination, content: StyledText(text), isNotice: isNotice, addressee: addressee)
    }

    public init(destination: Destination, content: StyledText, isNotice: Bool = false, addressee: String? = nil) {
        self.destination = destination
        self.content = content
        self.isNotice = isNotice
        self.addressee = addressee
    }

    /// The same reply with other text: a line of it once split, or cleaned.
    public func with(content: StyledText) -> ChatReply {
        var copy = self
        copy.content = content
        return copy
    }
}
