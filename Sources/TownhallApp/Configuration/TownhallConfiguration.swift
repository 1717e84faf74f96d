import Chat
import SQLStore
import Storage

/// Everything `townhall serve` reads from its YAML file. Secrets may come from the
/// environment (`*_env` keys) so the file itself can be committed or shared.
public struct TownhallConfiguration: Sendable, Equatable {
    /// An SQLite file, or a PostgreSQL database with its password (`database_password_env`, or
    /// inline `database_password`).
    public var database: DatabaseAddress
    /// Standbys the heavy read-only commands may read from (`read_replicas:`), nil for none.
    public var readReplicas: ReadReplicaSettings?
    /// The networks served, in the file's order, each by its kind.
    public var networks: [NetworkConfiguration]
    public var commands = CommandsConfiguration()
    public var questions = QuestionsConfiguration()
    public var notifications = NotificationsConfiguration()
    public var formatting = FormattingConfiguration()
    public var sync = SyncConfiguration()
    public var incidents = IncidentsConfiguration()
    public var letters = LettersConfiguration()
    public var quiz = QuizConfiguration()
    public var metrics = MetricsConfiguration()
    public var logging = LoggingConfiguration()
    public var shutdown = ShutdownConfiguration()
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
