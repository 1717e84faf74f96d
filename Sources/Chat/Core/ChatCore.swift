import Foundation
import Logging
import Metrics

/// The transport-neutral command core: parses messages, enforces place, permission and rate
/// limits, runs commands and dialogues, pages long output. Every front (IRC, console,
/// conversation scripts) feeds it `ChatEvent`s and sends the `ChatReply`s it returns.
public actor ChatCore {
    public nonisolated let registry: CommandRegistry
    public nonisolated let configuration: ChatConfiguration
    let clock: any ChatClock
    let permissions: any PermissionChecker
    /// The admins' ignores and per-channel switches; nil where there are none (benchmarks, tests).
    let screen: (any CommandScreen)?
    let logger: Logger
    /// Around every command and every answer to a dialogue (`SpeakerScope`).
    let speakerScope: SpeakerScope
    var rateLimiter: RateLimiter
    /// Answers to a waiting dialogue (a letter typed or pasted line by line) have their own,
    /// larger allowance: a pasted paragraph is not a command flood, but is still bounded.
    var dialogueRateLimiter: RateLimiter
    /// Commands the rate limits refused: the speakers told "too fast", and every command ignored
    /// after that notice. The person hears once; the operator sees each notice in the log with both
    /// counts, so a limit set too low (or a flood) shows.
    public private(set) var rateLimitCounters = (warned: 0, ignored: 0)
    var pages = PageStore()
    var dialogues = DialogueStore()
    var transports: [String: any ChatTransport] = [:]
    /// What listens to channel chatter and keeps time (the quiz).
    let activities: [any ChannelActivity]
    nonisolated let home: ExecutorHome
    let meters: CommandMeters
    /// When the core was made, by its clock, and the commands it handled per minute since.
    let startedAt: Date
    var commandRate = CommandRate()

    /// Questions waiting for an answer now, and those swept unanswered after their timeout since
    /// start (each sweep that drops some is logged with both counts).
    public var dialogueCounts: (waiting: Int, abandoned: Int) { (dialogues.count, dialogues.abandoned) }

    public nonisolated var unownedExecutor: UnownedSerialExecutor { home.unownedExecutor }

    /// `commands` come after the built-ins (help, more, cancel, ping); names must not clash.
    /// `activities` hear channel lines that are not commands and are asked what is due on `tick`.
    /// `metrics` is where commands are counted: the process's backend unless a test gives one.
    /// `speakerScope` runs each command and each dialogue answer (by default, as they are).
    public init(
        commands: [any ChatCommand],
        activities: [any ChannelActivity] = [],
        configuration: ChatConfiguration = ChatConfiguration(),
        clock: any ChatClock = SystemClock(),
        permissions: any PermissionChecker = StaticPermissions(),
        screen: (any CommandScreen)? = nil,
        logger: Logger = Logger(label: "townhall.chat"),
        executor: (any SerialExecutor)? = nil,
        metrics: any MetricsFactory = MetricsSystem.factory,
        speakerScope: @escaping SpeakerScope = { _, body in try await body() }
    ) {
        home = ExecutorHome(executor)
        registry = CommandRegistry(Self.builtInCommands + commands)
        meters = CommandMeters(commands: registry.specs.map(\.name), factory: metrics)
        self.configuration = configuration
        self.clock = clock
        self.permissions = permissions
        self.screen = screen
        self.logger = logger
        self.speakerScope = speakerScope
        self.activities = activities
        startedAt = clock.now()
        rateLimiter = RateLimiter(policy: configuration.rateLimit)
        dialogueRateLimiter = RateLimiter(policy: Self.dialoguePolicy(for: configuration.rateLimit))
    }

    /// The allowance of answers to a dialogue that goes with the command limit `policy`.
    static func dialoguePolicy(for policy: RateLimitPolicy) -> RateLimitPolicy {
        RateLimitPolicy(
            commands: policy.commands > Int.max / dialogueAllowanceFactor ? Int.max : policy.commands * dialogueAllowanceFactor,
            period: policy.period)
    }

    /// The per-speaker command limit from now on (`admin reload`), in place of
    /// `configuration.rateLimit`; the dialogue allowance follows it, and `alongside` (the rest of
    /// what the reload replaces: admins, rules) runs in the same step. That step runs on the core,
    /// where every command is admitted and its permission checked, without a suspension, so no
    /// command is admitted under the old settings and checked under the new. What speakers sent
    /// recently still counts against the new limit.
    public func adopt(rateLimit policy: RateLimitPolicy, alongside change: @Sendable () -> Void = {}) {
        change()
        rateLimiter.policy = policy
        dialogueRateLimiter.policy = Self.dialoguePolicy(for: policy)
    }

    /// The per-speaker command limit in force.
    public var rateLimit: RateLimitPolicy { rateLimiter.policy }

    /// How many more answers than commands a dialogue may receive in the same period.
    static let dialogueAllowanceFactor = 8

    public static var builtInCommands: [any ChatCommand] {
        [HelpCommand(), MoreCommand(), CancelCommand(), PingCommand()]
    }

    /// Handles one message and returns the replies to send, in order (empty for chatter).
    public func handle(_ event: ChatEvent) async -> [ChatReply] {
        await process(event, asReaction: false).replies
    }

    /// Runs the command a reaction stands for (`event.text`, "up Q12", said in a DM by the person
    /// who reacted) down the same path as a typed one — rate limit, permission, the command's own
    /// rules and budget — but never as the answer to a question waiting in that DM: a like is not
    /// a reply to `forget me`. The reaction itself shows what was done, so the replies come back
    /// only when the command did not count (refused, failed or rate-limited); `counted` says
    /// whether it did, so the transport remembers the reaction for its take-back.
    public func handleReaction(_ event: ChatEvent) async -> (replies: [ChatReply], counted: Bool) {
        let processed = await process(event, asReaction: true)
        return processed.outcome == .answered ? ([], true) : (processed.replies, false)
    }

    private func process(_ event: ChatEvent, asReaction: Bool) async -> (replies: [ChatReply], outcome: CommandMeters.Outcome?) {
        let botNick = event.botNick ?? configuration.botNick
        var event = event
        event.text = TextSanitizer.incoming(event.text)
        let parser = MessageParser(prefix: configuration.prefix, botNick: botNick, foldCase: configuration.foldCase)
        let now = clock.now()
        guard let text = parser.commandText(event.text, in: event.place) else {
            return (await heard(event, now: now), nil)
        }
        let speaker = SpeakerKey(event, foldCase: configuration.foldCase)
        sweepDialogues(now: now)
        if let dropped = await droppedAsIgnored(event, now: now) { return (dropped, nil) }

        let answersDialogue = !asReaction && event.place.isDirect && (dialogues[speaker].map { $0.deadline > now } ?? false)
        let decision = answersDialogue ? dialogueRateLimiter.admit(speaker, at: now) : rateLimiter.admit(speaker, at: now)
        switch decision {
        case .ignore:
            rateLimitCounters.ignored += 1
            meters.record(nil, .rateLimited)
            return ([], .rateLimited)
        case .warn(let retryAfter):
            rateLimitCounters.warned += 1
            meters.record(nil, .rateLimited)
            logger.notice("rate limit: told a speaker they send too fast", metadata: [
                "network": "\(event.network)", "nick": "\(event.sender.nick)",
                "warned": "\(rateLimitCounters.warned)", "ignoredBefore": "\(rateLimitCounters.ignored)",
            ])
            let seconds = max(1, Int(retryAfter.rounded(.up)))
            let text = "You are sending commands too fast; I will ignore you for \(seconds) s."
            return ([ChatReply(destination: .direct(nick: event.sender.nick), text: text, isNotice: true)], .rateLimited)
        case .allowed:
            break
        }

        let run = Invocation(event: event, text: text, speaker: speaker, now: now, botNick: botNick, isReaction: asReaction)
        guard text.count <= configuration.maxInputLength else {
            meters.record(nil, .refused)
            return (replies(to: run, lines: ["That message is too long (at most \(configuration.maxInputLength) characters)."]), .refused)
        }
        let started = ContinuousClock.now
        commandRate.count(at: now)
        let dispatched = await dispatch(run)
        meters.record(dispatched.command, dispatched.outcome, took: ContinuousClock.now - started)
        return (dispatched.replies, dispatched.outcome)
    }

    /// Its start and recent load, for `admin status`.
    public func activity() -> CoreActivity {
        CoreActivity(startedAt: startedAt, commandsLastMinute: commandRate.lastMinute(at: clock.now()))
    }

    /// Handles `event` and sends the replies through `transport` (the IRC front's loop).
    public func handleAndSend(_ event: ChatEvent, via transport: any ChatTransport) async {
        let replies = await handle(event)
        for reply in replies {
            await transport.send(reply)
        }
    }

    /// Chatter in a channel goes to the activities (a quiz answer); in a DM it is ignored.
    private func heard(_ event: ChatEvent, now: Date) async -> [ChatReply] {
        guard !event.place.isDirect, !activities.isEmpty else { return [] }
        var replies: [ChatReply] = []
        for activity in activities {
            replies += await activity.hear(event, now: now)
        }
        return replies.flatMap(Self.cleaned)
    }

    /// What the activities have due now (hints, rounds running out), cleaned like any reply.
    /// The front calls this about once a second; scripts call it after each `#clock`.
    public func due() async -> [ChatPush] {
        let now = clock.now()
        var pushes: [ChatPush] = []
        for activity in activities {
            pushes += await activity.due(at: now)
        }
        return pushes.flatMap { push in Self.cleaned(push.reply).map { ChatPush(network: push.network, reply: $0) } }
    }

    /// Sends what is due through the attached transports; a push for a network with no
    /// transport (gone for the moment) is logged, not kept: a stale hint helps nobody.
    public func tick() async {
        sweepDialogues(now: clock.now())
        for push in await due() where !(await self.push(push.reply, network: push.network)) {
            logger.notice("no transport for a timed line", metadata: ["network": "\(push.network)"])
        }
    }

    /// Drops the questions nobody answered in time (see `DialogueStore`) and logs how many.
    func sweepDialogues(now: Date) {
        let swept = dialogues.sweep(now: now)
        guard swept > 0 else { return }
        logger.info("dialogues: swept questions left unanswered past their timeout", metadata: [
            "swept": "\(swept)", "abandoned": "\(dialogues.abandoned)", "waiting": "\(dialogues.count)"])
    }

    private static func cleaned(_ reply: ChatReply) -> [ChatReply] {
        TextSanitizer.lines(reply.content).map(reply.with(content:))
    }

    /// `channel` became `replacement` on `network` (a room upgrade): the activities playing there
    /// (a quiz) go on in the replacement.
    public func channelMoved(from channel: String, to replacement: String, network: String) async {
        await screen?.channelMoved(from: channel, to: replacement, network: network)
        for activity in activities { await activity.channelMoved(from: channel, to: replacement, network: network, at: clock.now()) }
    }

    /// The bot was put out of `channel` on `network`: the activities playing there end.
    public func channelLost(_ channel: String, network: String) async {
        for activity in activities { await activity.channelLost(channel, network: network, at: clock.now()) }
    }

    /// Registers the transport that carries pushes (notifications) for `network`.
    public func attach(_ transport: any ChatTransport, network: String) {
        transports[network] = transport
    }

    /// Sends a reply that answers no message (a notification); false when no transport is
    /// attached for `network`. Text is cleaned and split into lines like any reply.
    @discardableResult
    public func push(_ reply: ChatReply, network: String) async -> Bool {
        guard let transport = transports[network] else { return false }
        for line in TextSanitizer.lines(reply.content) {
            await transport.send(reply.with(content: line))
        }
        return true
    }
}

/// One message on its way through the core.
struct Invocation: Sendable {
    var event: ChatEvent
    /// The text with prefix or address removed.
    var text: String
    var speaker: SpeakerKey
    var now: Date
    /// `event.botNick`, or the configured nick when the transport gave none.
    var botNick: String
    /// The command a reaction stands for (`ChatCore.handleReaction`): never a dialogue's answer.
    var isReaction = false
}
