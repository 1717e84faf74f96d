import Chat

/// One `networks:` entry with `kind: irc` (the default): a bot on an IRC network.
public struct IRCNetworkConfiguration: Sendable, Equatable {
    public struct ChannelJoin: Sendable, Equatable {
        public var name: String
        public var key: String?

        public init(name: String, key: String?) {
            self.name = name
            self.key = key
        }
    }

    public enum SASLMechanism: String, Sendable, Equatable {
        case plain = "PLAIN"
        case external = "EXTERNAL"
    }

    public enum SASLFailurePolicy: String, Sendable, Equatable {
        /// Stop: a bot that cannot log in must not run without its identity.
        case abort
        /// Carry on without an account (commands that need the bot's account may fail).
        case `continue`
    }

    public struct SASL: Sendable, Equatable {
        public var mechanism: SASLMechanism
        public var account: String?
        public var password: String?
        public var onFailure: SASLFailurePolicy

        public init(mechanism: SASLMechanism, account: String?, password: String?, onFailure: SASLFailurePolicy) {
            self.mechanism = mechanism
            self.account = account
            self.password = password
            self.onFailure = onFailure
        }
    }

    public enum InvitePolicy: String, Sendable, Equatable {
        case admins
        case never
    }

    public enum AccountFallback: String, Sendable, Equatable {
        /// Anything that writes requires a services account.
        case none
        /// Networks without services only: identify people by nick!user@host (operator opt-in).
        case hostmask
    }

    public var name: String
    public var host: String
    public var port: Int
    public var tls: Bool
    public var tlsVerify: Bool
    public var tlsServerName: String?
    public var caFile: String?
    public var clientCert: String?
    public var clientKey: String?
    public var nick: String
    public var altNicks: [String]
    public var username: String
    public var realname: String
    public var serverPassword: String?
    public var sasl: SASL?
    public var channels: [ChannelJoin]
    public var admins: [String]
    public var joinOnInvite: InvitePolicy
    public var accountFallback: AccountFallback
    public var floodBurst: Int
    public var floodIntervalMilliseconds: Int
    /// False for `flood: off`: no pacing at all, for a bot the network exempts from flood limits.
    public var floodPaced = true
    public var maxLinesPerReply: Int
    /// How many commands may run and wait at once before people are told to wait, the bot
    /// stops reading or commands are refused (`limits:`; the defaults are generous).
    public var commandLimits = CommandLimits()
    /// How many people first heard from in DMs the client remembers (`limits.tracked_strangers`).
    public var trackedStrangers = 2_000
    /// The `+draft/react` keys (emoji) that like a bot message showing one item, as `up Q12` or
    /// `like R7` typed by the person reacting would; empty turns likes by reaction off.
    public var likeReactions = ReactionLikes.defaultKeys
    public var reconnectMinSeconds: Double
    public var reconnectMaxSeconds: Double
    public var pingIntervalSeconds: Int
    public var pingTimeoutSeconds: Int
    public var stsFile: String?

    public init(name: String, host: String, port: Int, tls: Bool, tlsVerify: Bool, tlsServerName: String?, caFile: String?,
                clientCert: String?, clientKey: String?, nick: String, altNicks: [String], username: String, realname: String,
                serverPassword: String?, sasl: SASL?, channels: [ChannelJoin], admins: [String], joinOnInvite: InvitePolicy,
                accountFallback: AccountFallback, floodBurst: Int, floodIntervalMilliseconds: Int, floodPaced: Bool = true,
                maxLinesPerReply: Int, reconnectMinSeconds: Double, reconnectMaxSeconds: Double,
                pingIntervalSeconds: Int, pingTimeoutSeconds: Int, stsFile: String?) {
        self.name = name
        self.host = host
        self.port = port
        self.tls = tls
        self.tlsVerify = tlsVerify
        self.tlsServerName = tlsServerName
        self.caFile = caFile
        self.clientCert = clientCert
        self.clientKey = clientKey
        self.nick = nick
        self.altNicks = altNicks
        self.username = username
        self.realname = realname
        self.serverPassword = serverPassword
        self.sasl = sasl
        self.channels = channels
        self.admins = admins
        self.joinOnInvite = joinOnInvite
        self.accountFallback = accountFallback
        self.floodBurst = floodBurst
        self.floodIntervalMilliseconds = floodIntervalMilliseconds
        self.floodPaced = floodPaced
        self.maxLinesPerReply = maxLinesPerReply
        self.reconnectMinSeconds = reconnectMinSeconds
        self.reconnectMaxSeconds = reconnectMaxSeconds
        self.pingIntervalSeconds = pingIntervalSeconds
        self.pingTimeoutSeconds = pingTimeoutSeconds
        self.stsFile = stsFile
    }
}
