/// The person behind a message. Identity is `account` (the services account), never `nick`;
/// the nick is only used to address replies.
public struct ChatSender: Sendable, Hashable {
    public var nick: String
    /// The services account, nil when the person is not logged in (or the network has none).
    public var account: String?
    /// True when the sender is an operator of the channel the message was said in.
    public var isChannelOperator: Bool
    /// `nick!user@host` where the network shows one (IRC), for the masks of `admin ignore`, which
    /// reach people who have no account; nil elsewhere.
    public var hostmask: String?

    public init(nick: String, account: String? = nil, isChannelOperator: Bool = false, hostmask: String? = nil) {
        self.nick = nick
        self.account = account
        self.isChannelOperator = isChannelOperator
        self.hostmask = hostmask
    }
}
