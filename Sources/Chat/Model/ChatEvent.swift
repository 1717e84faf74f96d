/// One incoming message, whatever the transport (IRC, console, conversation script), with the
/// facts of the moment it was said that the core needs to answer it: the transport that heard it
/// knows them then, so the core never asks back for them.
public struct ChatEvent: Sendable, Hashable {
    /// The configured network name ("local", "libera", "console", …). Accounts are scoped to it.
    public var network: String
    public var sender: ChatSender
    public var place: ChatPlace
    public var text: String
    /// The bot as people address it on this network ("townhall: ping"): the nick it holds on IRC
    /// now, its local part on Matrix; nil for the core's configured nick.
    public var botNick: String?
    /// False on networks without services: account-holder commands are then unavailable, unless
    /// the transport supplied a fallback identity as the sender's `account`.
    public var networkHasServices: Bool
    /// How to log in and write privately on this network; nil for the core's configured ones.
    public var conventions: ChatConventions?

    public init(network: String, sender: ChatSender, place: ChatPlace, text: String,
                botNick: String? = nil, networkHasServices: Bool = true, conventions: ChatConventions? = nil) {
        self.network = network
        self.sender = sender
        self.place = place
        self.text = text
        self.botNick = botNick
        self.networkHasServices = networkHasServices
        self.conventions = conventions
    }
}
