import Chat
import IRCClient
import Logging
import LoopExecutor
import Metrics
import NIOCore
import ServiceLifecycle
import Synchronization

/// Connects one IRC network to the chat core: each PRIVMSG becomes a `ChatEvent` carrying the
/// sender's services account, and each `ChatReply` is rendered (mIRC codes or plain) and goes out
/// through the client's fair, flood-safe queue.
public final class IRCChatBridge: ChatTransport {
    let network: IRCNetworkConfiguration
    let client: IRCClient
    let core: ChatCore
    let sightings: (any SightingListener)?
    let renderer: IRCTextRenderer
    let logger: Logger
    /// Told when a connection's start is over (every JOIN it sent at registration answered):
    /// the app trims memory then, once the start's pages are no longer needed.
    let whenStartIsOver: (@Sendable () -> Void)?
    /// The event loop the client's connection, the lanes and the core run on, as their executor
    /// (nil in tests that build a bridge alone: the default executors).
    let executor: EventLoopExecutor?
    /// Where each speaker's commands queue and run, bounded by the network's `limits:`; the
    /// transport's own, so `admin reload` can change the bounds of the connection it serves.
    let lanes: SpeakerLanes
    /// Told when the connection registers or drops (readiness and metrics).
    let connectionListener: (any ConnectionListener)?
    /// `townhall_replies_sent_total` (written to the server) and `townhall_replies_queued`
    /// (waiting for the pacing to let them out) for this network, made once.
    let repliesSent: Counter
    let repliesQueued: Meter
    /// Where the item each of the bot's messages shows is kept (nil, or no `like_reactions`:
    /// reactions are not likes here), and which command a like of an item runs.
    let itemMessages: (any ItemMessageLedger)?
    let reactionLikes: ReactionLikes
    /// The items of the bot's latest messages by msgid, set as each echo is read, before the
    /// ledger's write: a reaction read right behind the echo (people react within a second)
    /// must not miss it. Cleared when full; the ledger keeps them all.
    private let recentItems = Mutex<[String: String]>([:])
    static let recentItemsKept = 1_024

    /// How people log in (services) and write privately (`/msg`) on IRC, carried by every event.
    public static let conventions = ChatConventions(
        loginHint: "You need to be logged in to a services account: /msg NickServ IDENTIFY <account> <password>, or use SASL.",
        privateMessageForm: "/msg {bot} {text}")

    public init(network: IRCNetworkConfiguration, client: IRCClient, core: ChatCore, sightings: (any SightingListener)?,
                renderer: IRCTextRenderer, logger: Logger, whenStartIsOver: (@Sendable () -> Void)? = nil,
                executor: EventLoopExecutor? = nil, connectionListener: (any ConnectionListener)? = nil,
                itemMessages: (any ItemMessageLedger)? = nil, lanes: SpeakerLanes? = nil) {
        self.executor = executor
        self.lanes = lanes ?? SpeakerLanes(limits: network.commandLimits, executor: executor)
        self.connectionListener = connectionListener
        repliesSent = Counter(label: "townhall_replies_sent_total", dimensions: [("network", network.name)])
        repliesQueued = Meter(label: "townhall_replies_queued", dimensions: [("network", network.name)])
        self.network = network
        self.client = client
        self.core = core
        self.itemMessages = network.likeReactions.isEmpty ? nil : itemMessages
        reactionLikes = ReactionLikes(registry: core.registry)
        self.sightings = sightings
        self.renderer = renderer
        self.logger = logger
        self.whenStartIsOver = whenStartIsOver
    }


    public nonisolated(nonsending) func send(_ reply: ChatReply) async {
        let target = switch reply.destination {
        case .channel(let channel): channel
        case .direct(let nick): nick
        }
        // IRC addresses a person by writing their nick before the line, as people do
        let text = renderer.render(reply.addressee.map { "\($0): \(reply.content)" } ?? reply.content)
        repliesQueued.increment()
        // Fair per person in DMs and per channel in channels: one busy place cannot starve the rest.
        if reply.isNotice {
            await client.sendNotice(text, to: target, fairnessKey: target)
        } else {
            await client.sendMessage(text, to: target, fairnessKey: target)
        }
        repliesQueued.decrement()
        repliesSent.increment()
    }

    /// Consumes the client's events until the stream ends. Each person's messages are handled in
    /// order, in a lane of their own (by account, else by nick); different people's run side by
    /// side, so one slow command does not hold up everyone and concurrent writes commit together.
    /// A lane's next command waits until the previous one's replies are written; when too many
    /// wait, the client stops reading from the network until they drain (`CommandLimits`).
    ///
    /// On a graceful shutdown (swift-service-lifecycle's, which the service group triggers on
    /// SIGTERM) the events stop at once, so no new command is taken, and this returns once every
    /// command already taken has been answered and its replies written: the caller says goodbye
    /// (QUIT) only then, so nobody is left with a command the bot took and never answered.
    public func serve() async {
        let lanes = lanes
        await withGracefulShutdownHandler {
            // no loop, no preference: the default executors
            await withTaskExecutorPreference(executor) { await serveEvents(lanes: lanes) }
        } onGracefulShutdown: { [client] in
            client.events.stop()
        }
    }

    /// Isolated to the lanes, which run on the connection's loop as the core does: submitting a
    /// message is a plain call, and no hop between the lanes, the core and this loop is a job
    /// queued on the loop of its own (`EventLoopExecutor`).
    private func serveEvents(lanes: isolated SpeakerLanes) async {
        await core.attach(self, network: network.name)
        let client = client
        await withDiscardingTaskGroup { group in
            for await event in client.events {
                switch event {
                case .privmsg(let message):
                    guard !message.isBot else { continue }
                    let chatEvent = chatEvent(for: message)
                    let lane = message.account.map { "account:" + $0.lowercased() } ?? "nick:" + message.nick.lowercased()
                    // A local function, not a closure: a closure literal here still runs on the
                    // generic executor (one more job queued on the loop per command), though the
                    // type it is given says it runs where the lane runs.
                    @Sendable nonisolated(nonsending) func work() async {
                        await core.handleAndSend(chatEvent, via: self)
                        // After the reply, so an answer to a command comes before waiting alerts.
                        if let account = message.account { sightings?.saw(nick: message.nick, account: account) }
                    }
                    let arrival = lanes.submit(lane, identified: message.account != nil, work)
                    if let job = arrival.start {
                        group.addTask { await lanes.run(job) { await self.holdReading($0, lanes: lanes) } }
                    }
                    if let hold = arrival.holdReading { await holdReading(hold, lanes: lanes) }
                    if let notice = arrival.notice {
                        await report(notice, to: message.nick, lanes: lanes)
                        // Not awaited here: this loop must keep reading other people's commands.
                        // Strangers' notices share one fairness key: a thousand of them take one
                        // turn per round of the output queue, not a thousand turns ahead of others.
                        let key = message.account == nil ? "load:strangers" : "load:" + lane
                        group.addTask { await client.sendNotice(notice.text, to: message.nick, fairnessKey: key) }
                    }
                case let .echoed(_, text, messageID):
                    guard let itemMessages, let item = reactionLikes.item(shownIn: text) else { continue }
                    recentItems.withLock { items in
                        if items.count >= Self.recentItemsKept { items.removeAll(keepingCapacity: true) }
                        items[messageID] = item
                    }
                    group.addTask { await self.remember(item, shownBy: messageID, in: itemMessages) }
                case .reacted(let reaction):
                    guard let itemMessages else { continue }
                    let lane = reaction.account.map { "account:" + $0.lowercased() } ?? "nick:" + reaction.nick.lowercased()
                    @Sendable nonisolated(nonsending) func work() async {
                        await self.like(reaction, itemMessages: itemMessages)
                    }
                    // a lane like a command's: after the person's earlier commands, within the same bounds
                    let arrival = lanes.submit(lane, identified: reaction.account != nil, work)
                    if let job = arrival.start {
                        group.addTask { await lanes.run(job) { await self.holdReading($0, lanes: lanes) } }
                    }
                    if let hold = arrival.holdReading { await holdReading(hold, lanes: lanes) }
                case let .userSeen(nick, account):
                    sightings?.saw(nick: nick, account: account)
                case .registered(let nick):
                    connectionListener?.connection(.ready, network: network.name)
                    sightings?.reconnected()
                    logger.info("registered", metadata: ["network": "\(network.name)", "nick": "\(nick)"])
                    // A new connection reads from the start; hold it again if commands still back up.
                    if lanes.readingHeld { await client.holdReading(true) }
                case .joinsAnswered:
                    whenStartIsOver?()
                case .saslFailed(let reason):
                    logger.error("SASL login failed", metadata: ["network": "\(network.name)", "reason": "\(reason)"])
                case .connected:
                    connectionListener?.connection(.connecting, network: network.name)
                case .disconnected(let reason):
                    connectionListener?.connection(.down, network: network.name)
                    logger.warning("disconnected", metadata: ["network": "\(network.name)", "reason": "\(reason)"])
                default:
                    logger.debug("\(event)")
                }
            }
        }
    }

    private func holdReading(_ hold: Bool, lanes: SpeakerLanes) async {
        await client.holdReading(hold)
        let waiting = await lanes.busyLanes
        logger.notice(hold ? "commands back up: reading held" : "commands drained: reading again",
                      metadata: ["network": "\(network.name)", "speakers": "\(waiting)"])
    }

    /// The counters of busy and refused commands, logged whenever a speaker is told (at most once
    /// per speaker per stretch of waiting, so the log stays as short as the notices).
    private func report(_ notice: CommandAdmission<SpeakerLanes.Work>.Notice, to nick: String, lanes: SpeakerLanes) async {
        let counters = await lanes.counters
        let metadata: Logger.Metadata = [
            "network": "\(network.name)", "nick": "\(nick)", "busyNotices": "\(counters.busy)",
            "refused": "\(counters.refused)", "tooBusyNotices": "\(counters.tooBusy)",
        ]
        switch notice {
        case .busy: logger.info("told a speaker their commands wait", metadata: metadata)
        case .tooBusy: logger.warning("too busy: refused a speaker's command", metadata: metadata)
        }
    }

    private func remember(_ item: String, shownBy messageID: String, in itemMessages: any ItemMessageLedger) async {
        do {
            try await itemMessages.record(item, shownBy: messageID, network: network.name)
        } catch {
            logger.warning("cannot record that a message shows \(item) (\(error)): a like reaction on it will be left",
                           metadata: ["network": "\(network.name)", "msgid": "\(messageID)"])
        }
    }

    /// A `+draft/react` with one of `like_reactions` on a message of the bot's that shows one
    /// item runs the command a like of it is, as the person who reacted; only a refusal is
    /// answered, by private message. IRC has no withdrawal of a reaction, so `unlike R7` typed
    /// is the take-back. Anything else is logged and left.
    private func like(_ reaction: IRCIncomingReaction, itemMessages: any ItemMessageLedger) async {
        let about: Logger.Metadata = ["network": "\(network.name)", "nick": "\(reaction.nick)", "target": "\(reaction.target)",
                                      "msgid": "\(reaction.messageID)", "key": "\(reaction.key)"]
        let command: String
        do {
            let cached = recentItems.withLock { $0[reaction.messageID] }
            switch try await reactionLikes.reaction(reaction.key, among: network.likeReactions, on: {
                if let cached { return cached }
                return try await itemMessages.item(shownBy: reaction.messageID, network: network.name)
            }) {
            case .like(_, let like): command = like
            case .left(let reason): return logger.info("\(reason)", metadata: about)
            }
        } catch {
            return logger.error("cannot read which item a message shows (\(error)); the reaction was left", metadata: about)
        }
        let message = IRCIncomingMessage(nick: reaction.nick, user: reaction.user, host: reaction.host, account: reaction.account,
                                         target: client.currentNick, isDirect: true, text: command, tags: [], isBot: false)
        for reply in await core.handleReaction(chatEvent(for: message)).replies { await send(reply) }
    }

    func chatEvent(for message: IRCIncomingMessage) -> ChatEvent {
        var account = message.account
        let hostmask = "\(message.nick)!\(message.user ?? "*")@\(message.host ?? "*")"
        if account == nil, !client.hasServices, network.accountFallback == .hostmask {
            account = hostmask
        }
        let place: ChatPlace = message.isDirect ? .direct : .channel(message.target)
        let isOperator = message.isDirect ? false : client.isChannelOperator(nick: message.nick, channel: message.target)
        // A network without services counts as having them unless the operator opted into the
        // hostmask fallback: then nobody could ever write, which is the safe side.
        return ChatEvent(network: network.name,
                         sender: ChatSender(nick: message.nick, account: account, isChannelOperator: isOperator,
                                            hostmask: hostmask),
                         place: place, text: message.text, botNick: client.currentNick,
                         networkHasServices: client.hasServices || network.accountFallback == .none,
                         conventions: Self.conventions)
    }
}
