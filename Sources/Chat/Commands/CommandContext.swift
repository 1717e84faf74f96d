import Foundation
import Synchronization

/// Everything a running command can know and do. Output is collected and sent by the core
/// once `run` returns; nothing is sent if `run` throws.
public final class CommandContext: Sendable {
    public let event: ChatEvent
    public let spec: CommandSpec
    /// The text after the command name, trimmed ("94110" for "zip 94110").
    public let arguments: String
    /// `arguments` split on whitespace.
    public let words: [String]
    /// The core's clock at the time the message was handled.
    public let now: Date
    public let botNick: String
    public let prefix: String
    public let registry: CommandRegistry
    let core: ChatCore
    private let output = Mutex(CommandOutput())

    init(
        event: ChatEvent, spec: CommandSpec, arguments: String, now: Date, botNick: String,
        prefix: String, registry: CommandRegistry, core: ChatCore
    ) {
        self.event = event
        self.spec = spec
        self.arguments = arguments
        self.words = WordScanner.words(in: arguments).map(String.init)
        self.now = now
        self.botNick = botNick
        self.prefix = prefix
        self.registry = registry
        self.core = core
    }

    public var sender: ChatSender { event.sender }
    public var network: String { event.network }
    public var place: ChatPlace { event.place }
    public var networkHasServices: Bool { event.networkHasServices }
    public var isDirect: Bool { event.place.isDirect }

    /// The sender's identity; nil when not logged in. Commands with permission
    /// `.accountHolder` or stronger always have one.
    public var account: AccountIdentity? {
        event.sender.account.map { AccountIdentity(network: event.network, name: $0) }
    }

    /// How to log in and write privately on the sender's network.
    public var conventions: ChatConventions { core.conventions(of: event) }

    /// The transport's sentence on how to log in, for commands that find they need an account.
    public var loginHint: String { conventions.loginHint }

    /// How to send `text` to the bot privately, as it reads in a sentence: "/msg townhall zip".
    public func privately(_ text: String) -> String { conventions.privately(text, bot: botNick) }

    /// How to type `command` here: "!more" in a channel, "more" in a DM.
    public func typed(_ command: String) -> String {
        isDirect ? command : prefix + command
    }

    /// A `UsageError` to throw; the core answers with this command's usage.
    public func usageError(_ reason: String? = nil) -> UsageError { UsageError(reason) }

    /// Answers where the message came from ("nick: " is added in channels). "\n" makes several lines.
    public func reply(_ text: String) { reply(StyledText(text)) }

    /// `reply` with the bot's styling (bold, colours, links), rendered by the transport.
    public func reply(_ text: StyledText) { append(.line(.origin, text, isNotice: false)) }

    /// A line for everyone where the message came from, addressed to nobody (a quiz question).
    public func announce(_ text: String) { append(.line(.place, StyledText(text), isNotice: false)) }

    /// Whether the sender is a Townhall admin on this network (for "the owner or an admin" rules).
    public func senderIsAdmin() async -> Bool {
        guard let account = event.sender.account else { return false }
        return await core.permissions.isAdmin(network: event.network, account: account)
    }

    /// The core's start and recent load (`admin status`).
    public func coreActivity() async -> CoreActivity { await core.activity() }

    /// Answers in a DM: for anything private (ZIP, email, drafts).
    public func replyPrivately(_ text: String) { replyPrivately(StyledText(text)) }

    public func replyPrivately(_ text: StyledText) { append(.line(.sender, text, isNotice: false)) }

    /// A DM to someone else, e.g. a notification to a follower.
    public func send(_ text: String, toNick nick: String) {
        append(.line(.nick(nick), StyledText(text), isNotice: false))
    }

    /// Long output: the first page goes out now, the rest waits for `more`.
    public func page(_ lines: [String], privately: Bool = false) {
        page(lines.map { StyledText($0) }, privately: privately)
    }

    public func page(_ lines: [StyledText], privately: Bool = false) {
        append(.page(privately ? .sender : .origin, lines))
    }

    /// Starts (or continues) a dialogue: `prompt` goes to the sender in a DM and their next DM
    /// goes to `handler` (unless it is `cancel`, or `timeout` seconds pass; default from config).
    /// `onCancel`, for a dialogue that saves as it goes, says what `cancel` left behind.
    public func ask(
        _ prompt: String, topic: String, timeout: TimeInterval? = nil, onCancel: DialogueCancelHandler? = nil,
        then handler: @escaping DialogueHandler
    ) {
        output.withLock {
            $0.question = CommandOutput.Question(topic: topic, prompt: prompt, timeout: timeout, handler: handler,
                                                 onCancel: onCancel)
        }
    }

    private func append(_ item: CommandOutput.Item) {
        output.withLock { $0.items.append(item) }
    }

    func takeOutput() -> CommandOutput {
        output.withLock { output in
            defer { output = CommandOutput() }
            return output
        }
    }
}
