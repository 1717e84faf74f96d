import Chat
import MatrixClient

/// One `networks:` entry with `kind: matrix`: a bot account on a Matrix homeserver.
public struct MatrixNetworkConfiguration: Sendable, Equatable {
    public typealias Credential = MatrixClientConfiguration.Credential

    /// Who may bring the bot into a room (or a DM) with an invite.
    public enum InvitePolicy: String, Sendable, Equatable {
        case admins
        case everyone
        case never

        /// Whether this policy lets someone (an admin of the bot or not) bring the bot in.
        public func admits(isAdmin: Bool) -> Bool {
            switch self {
            case .everyone: true
            case .admins: isAdmin
            case .never: false
            }
        }
    }

    /// End-to-end encryption: where the pickle key comes from, and the password that proves the
    /// account's owner when cross-signing is set up.
    public struct Encryption: Sendable, Equatable {
        /// The environment variable holding the pickle key (named in messages, never its value).
        public var pickleKeyVariable: String
        /// The secret every stored key is encrypted with.
        public var pickleKey: String
        /// The account's password for user-interactive authentication: the login password, or
        /// `uia_password` for a bot that logs in with a token; nil leaves cross-signing off.
        public var authenticationPassword: String?
        /// How long an encrypted message whose room key has not arrived waits for it (clients
        /// often send the key a moment after the message, or on request) before its sender is
        /// told it could not be read.
        public var missingKeyWaitSeconds: Double

        public init(pickleKeyVariable: String, pickleKey: String, authenticationPassword: String?, missingKeyWaitSeconds: Double = 10) {
            self.pickleKeyVariable = pickleKeyVariable
            self.pickleKey = pickleKey
            self.authenticationPassword = authenticationPassword
            self.missingKeyWaitSeconds = missingKeyWaitSeconds
        }
    }

    /// The configured name: the identity namespace of this homeserver's accounts.
    public var name: String
    /// Base URL, e.g. https://matrix.example.org (http only to 127.0.0.1 or localhost).
    public var homeserver: String
    /// The bot's full user id, e.g. @townhall:example.org.
    public var userID: String
    public var credential: Credential
    public var deviceID: String?
    /// Room ids (!…) or aliases (#…) joined at start.
    public var rooms: [String]
    /// Full user ids with admin rights.
    public var admins: [String]
    /// Invites to rooms.
    public var joinOnInvite: InvitePolicy
    /// Invites to DMs (`is_direct`): people reach the bot this way, so everyone by default. An
    /// invite into a room that holds anyone but the bot and the inviter is a room invite, whatever
    /// its flag says (`joinOnInvite` decides).
    public var directInvites: InvitePolicy
    /// How many rooms (DMs included) one inviter may bring the bot into in 24 hours; admins are
    /// not counted. Past it an invite is declined and logged: without a cap anyone could fill the
    /// bot's sync with rooms.
    public var invitesPerInviterPerDay: Int
    public var caFile: String?
    /// How long one `/sync` waits on the server for news.
    public var syncTimeoutSeconds: Int
    /// Backoff between retries of failed calls (5xx, timeouts, a homeserver down).
    public var retryMinSeconds: Double
    public var retryMaxSeconds: Double
    /// nil: no device keys, and encrypted rooms are told the bot cannot read them.
    public var encryption: Encryption?
    /// The reaction keys (emoji) that like a bot message showing one item, as `up Q12` or
    /// `like R7` typed by the person reacting would; empty turns likes by reaction off.
    public var likeReactions: [String]

    public init(name: String, homeserver: String, userID: String, credential: Credential, deviceID: String? = nil,
                rooms: [String] = [], admins: [String] = [], joinOnInvite: InvitePolicy = .admins,
                directInvites: InvitePolicy = .everyone, invitesPerInviterPerDay: Int = 3, caFile: String? = nil, syncTimeoutSeconds: Int = 30,
                retryMinSeconds: Double = 1, retryMaxSeconds: Double = 60, encryption: Encryption? = nil,
                likeReactions: [String] = ReactionLikes.defaultKeys) {
        self.name = name
        self.homeserver = homeserver
        self.userID = userID
        self.credential = credential
        self.deviceID = deviceID
        self.rooms = rooms
        self.admins = admins
        self.joinOnInvite = joinOnInvite
        self.directInvites = directInvites
        self.invitesPerInviterPerDay = invitesPerInviterPerDay
        self.caFile = caFile
        self.syncTimeoutSeconds = syncTimeoutSeconds
        self.retryMinSeconds = retryMinSeconds
        self.retryMaxSeconds = retryMaxSeconds
        self.encryption = encryption
        self.likeReactions = likeReactions
    }

    /// The user id's local part ("townhall" of @townhall:example.org): what people type to
    /// address the bot in a room ("townhall: help").
    public var localpart: String {
        MatrixUserID.localpart(of: userID)
    }
}
