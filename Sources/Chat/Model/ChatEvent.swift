/// One incoming message, whatever the transport (IRC, console, conversation script).
public struct ChatEvent: Sendable, Hashable {
    /// The configured network name ("local", "libera", "console", …). Accounts are scoped to it.
    public var network: String
    public var sender: ChatSender
    public var place: ChatPlace
    public var text: String

    public init(network: String, sender: ChatSender, place: ChatPlace, text: String) {
        self.network = network
        self.sender = sender
        self.place = place
        self.text = text
    }
}
