import IRCWire

/// What the client reports to its single consumer.
public enum IRCClientEvent: Sendable, Hashable {
    case connected(host: String, port: Int, tls: Bool)
    case registered(nick: String)
    case loggedIn(account: String)
    case saslFailed(reason: String)
    case nickChanged(String)
    case joined(channel: String)
    /// Every channel the connection joined at registration has answered (joined, or refused):
    /// the connection's start is over.
    case joinsAnswered
    /// The server refused to let the bot into `channel`: `numeric` is its reply (471 full, 473
    /// invite-only, 474 banned, 475 bad key, 403, 405, 477), `reason` the text it gave.
    case joinRefused(channel: String, numeric: String, reason: String)
    case parted(channel: String)
    case kicked(channel: String, by: String, reason: String)
    case invited(channel: String, by: String, account: String?, accepted: Bool)
    case privmsg(IRCIncomingMessage)
    /// A NOTICE from a person or a bot (never answered: NOTICE must not start a conversation).
    /// Server notices and CTCP replies are not reported.
    case notice(IRCIncomingMessage)
    /// The server echoed a PRIVMSG or NOTICE of the bot's (IRCv3 echo-message) under its
    /// `msgid`: the name people's clients give that message when they react to it.
    case echoed(target: String, text: String, messageID: String)
    /// A person reacted to a message (a TAGMSG with the `+draft/react` and `+draft/reply` client tags).
    case reacted(IRCIncomingReaction)
    case lag(Duration)
    /// `nick` is online and logged in to `account` (they joined, logged in, changed nick, or a
    /// WHOX answer — after a channel join or a MONITOR report — named their account).
    case userSeen(nick: String, account: String)
    /// A monitored `nick` went offline (or changed nick) and shares no channel with the bot.
    case userGone(nick: String)
    /// `nick`, in a channel with us, left the network (QUIT) saying `reason` (as the server words it).
    case userQuit(nick: String, reason: String)
    case disconnected(reason: String)
}

/// One PRIVMSG addressed to the bot or to a channel it sits in.
public struct IRCIncomingMessage: Sendable, Hashable {
    public var nick: String
    public var user: String?
    public var host: String?
    /// The sender's services account; nil when they are not logged in (or the network has no services).
    public var account: String?
    /// The channel, or the bot's own nick for a direct message.
    public var target: String
    public var isDirect: Bool
    public var text: String
    public var tags: [IRCTag]
    public var isBot: Bool

    public init(nick: String, user: String?, host: String?, account: String?, target: String,
                isDirect: Bool, text: String, tags: [IRCTag], isBot: Bool) {
        self.nick = nick
        self.user = user
        self.host = host
        self.account = account
        self.target = target
        self.isDirect = isDirect
        self.text = text
        self.tags = tags
        self.isBot = isBot
    }
}
