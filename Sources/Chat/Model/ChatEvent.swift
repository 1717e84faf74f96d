/// One incoming message, whatever the transport (IRC, console, conversation script).
public struct ChatEvent: Sendable, Hashable {
    /// The configured network name ("local", "libera", "console", …). Accounts are scoped to it.
    public var network: String
    public var sender: ChatSender
    public var place: ChatPlace
    public var text: String
    /// Transport tags (IRCv3 message tags on IRC); informative only.
    public var tags: [String: String]

    public init(network: String, sender: ChatSender, place: ChatPlace, text: String, tags: [String: String] = [:]) {
        self.network = network
        self.sender = sender
        self.place = place
        self.text = text
        self.tags = tags
    }
}
