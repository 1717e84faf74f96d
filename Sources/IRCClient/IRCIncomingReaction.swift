/// A reaction someone sent: IRCv3's `+draft/react` client tag (the emoji) on a TAGMSG whose
/// `+draft/reply` names the message reacted to by its `msgid`. Needs the server to pass client
/// tags on (InspIRCd's `ircv3_ctctags`) and the bot to have `message-tags`.
public struct IRCIncomingReaction: Sendable, Hashable {
    public var nick: String
    public var user: String?
    public var host: String?
    /// The sender's services account; nil when they are not logged in.
    public var account: String?
    /// The channel, or the bot's own nick for a reaction in a direct conversation.
    public var target: String
    public var isDirect: Bool
    /// The reaction itself ("👍").
    public var key: String
    /// The `msgid` of the message reacted to.
    public var messageID: String

    public init(nick: String, user: String?, host: String?, account: String?, target: String, isDirect: Bool, key: String,
                messageID: String) {
        self.nick = nick
        self.user = user
        self.host = host
        self.account = account
        self.target = target
        self.isDirect = isDirect
        self.key = key
        self.messageID = messageID
    }
}
