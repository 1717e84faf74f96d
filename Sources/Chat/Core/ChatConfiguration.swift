import Foundation

/// Tunables of the command core; every field has a sensible default.
public struct ChatConfiguration: Sendable {
    /// Channel messages starting with this are commands ("!ping"); optional in DMs.
    public var prefix: String
    /// Used by `ChatCore.handle(_:)` when the transport does not say otherwise.
    public var botNick: String
    public var rateLimit: RateLimitPolicy
    /// Lines shown per page before "(more: …)" in a channel and in a DM.
    public var channelPageLines: Int
    public var directPageLines: Int
    /// How long the rest of a paged answer waits for `more`.
    public var pageLifetime: TimeInterval
    /// How long a dialogue waits for the next DM before it is dropped.
    public var dialogueTimeout: TimeInterval
    /// Longer messages are refused with a short note rather than parsed.
    public var maxInputLength: Int
    /// Folds nicks for "townhall: ping" addressing; give the network's casemapping here.
    public var foldCase: @Sendable (String) -> String
    /// How to log in and write privately, for messages whose transport did not say
    /// (`ChatEvent.conventions`): the console, conversation scripts.
    public var conventions: ChatConventions
    /// The one-line answer for an error no command expected, nil for the generic "something went
    /// wrong". The core knows no storage; whoever builds it with one words its failures here
    /// (a full database: "nothing was saved — tell an admin").
    public var failureReply: @Sendable (any Error) -> String?

    public init(
        prefix: String = "!",
        botNick: String = "townhall",
        rateLimit: RateLimitPolicy = RateLimitPolicy(),
        channelPageLines: Int = 4,
        directPageLines: Int = 15,
        pageLifetime: TimeInterval = 600,
        dialogueTimeout: TimeInterval = 600,
        maxInputLength: Int = 1000,
        foldCase: @escaping @Sendable (String) -> String = { $0.lowercased() },
        conventions: ChatConventions = .generic,
        failureReply: @escaping @Sendable (any Error) -> String? = { _ in nil }
    ) {
        self.prefix = prefix
        self.botNick = botNick
        self.rateLimit = rateLimit
        self.channelPageLines = max(1, channelPageLines)
        self.directPageLines = max(1, directPageLines)
        self.pageLifetime = pageLifetime
        self.dialogueTimeout = dialogueTimeout
        self.maxInputLength = maxInputLength
        self.foldCase = foldCase
        self.conventions = conventions
        self.failureReply = failureReply
    }
}

/// At most `commands` commands per `period` seconds for one account (or nick without one).
public struct RateLimitPolicy: Sendable, Hashable {
    public var commands: Int
    public var period: TimeInterval

    public init(commands: Int = 8, period: TimeInterval = 30) {
        self.commands = max(1, commands)
        self.period = period
    }
}
