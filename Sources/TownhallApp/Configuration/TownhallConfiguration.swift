import Chat
import Storage

/// Everything `townhall serve` reads from its YAML file. Secrets may come from the
/// environment (`*_env` keys) so the file itself can be committed or shared.
public struct TownhallConfiguration: Sendable, Equatable {
    /// An SQLite file, or a PostgreSQL database with its password (`database_password_env`, or
    /// inline `database_password`).
    public var database: DatabaseAddress
    /// The IRC networks (`kind: irc`, the default).
    public var networks: [NetworkConfiguration]
    /// The Matrix homeservers (`kind: matrix`).
    public var matrixNetworks: [MatrixNetworkConfiguration]
    public var commands: CommandsConfiguration
    public var questions: QuestionsConfiguration
    public var notifications: NotificationsConfiguration
    public var formatting: FormattingConfiguration
    public var sync: SyncConfiguration
    public var incidents: IncidentsConfiguration
    public var letters: LettersConfiguration
    public var quiz: QuizConfiguration

    public init(database: DatabaseAddress, networks: [NetworkConfiguration], matrixNetworks: [MatrixNetworkConfiguration] = [],
                commands: CommandsConfiguration = .init(),
                questions: QuestionsConfiguration = .init(), notifications: NotificationsConfiguration = .init(),
                formatting: FormattingConfiguration = .init(), sync: SyncConfiguration = .init(),
                incidents: IncidentsConfiguration = .init(), letters: LettersConfiguration = .init(),
                quiz: QuizConfiguration = .init()) {
        self.database = database
        self.networks = networks
        self.matrixNetworks = matrixNetworks
        self.commands = commands
        self.questions = questions
        self.notifications = notifications
        self.formatting = formatting
        self.sync = sync
        self.incidents = incidents
        self.letters = letters
        self.quiz = quiz
    }
}

/// The `commands:` section. Its defaults are the chat core's own (`ChatConfiguration`,
/// `RateLimitPolicy`), so a value left out of the file is written in one place only.
public struct CommandsConfiguration: Sendable, Equatable {
    /// What a channel message must start with to be a command (the bot's nick works too).
    public var prefix: String
    /// Per-account command budget: `rateLimitCommands` within `rateLimitSeconds`.
    public var rateLimitCommands: Int
    public var rateLimitSeconds: Int

    public init(prefix: String = ChatConfiguration().prefix, rateLimitCommands: Int = RateLimitPolicy().commands,
                rateLimitSeconds: Int = Int(RateLimitPolicy().period)) {
        self.prefix = prefix
        self.rateLimitCommands = rateLimitCommands
        self.rateLimitSeconds = rateLimitSeconds
    }
}

public struct NetworkConfiguration: Sendable, Equatable {
    public struct ChannelJoin: Sendable, Equatable {
        public var name: String
        public var key: String?
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
    public var reconnectMinSeconds: Double
    public var reconnectMaxSeconds: Double
    public var pingIntervalSeconds: Int
    public var pingTimeoutSeconds: Int
    public var stsFile: String?
}
