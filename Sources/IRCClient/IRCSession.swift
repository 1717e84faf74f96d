import IRCWire
import NIOCore

/// The protocol brain of one connection, as a value type: feed it the connection start,
/// every incoming message and periodic ticks with the current time; it answers with
/// actions. No I/O and no clock of its own, so every path is testable step by step.
struct IRCSession: Sendable {
    enum Phase: Sendable, Hashable {
        case negotiating, registering, registered
    }
    enum SASLState: Sendable, Hashable {
        case idle, awaitingContinuation, sentPayload, succeeded, failed
    }

    let configuration: IRCClientConfiguration
    /// Whose INVITE is followed: `configuration.inviteJoinAccounts` until the client is told otherwise.
    let invites: IRCInviteList
    let usesTLS: Bool
    var phase = Phase.negotiating
    var isupport = ISupport()
    var tracker = ChannelTracker()

    // capabilities
    var offeredCaps: [String: String] = [:]
    var enabledCaps: Set<String> = []
    var capListComplete = false
    var pendingCapRequests = 0
    var capEndSent = false
    var sasl = SASLState.idle

    // identity
    var currentNick: String
    var nickAttempt = 0
    var account: String?
    var selfUser: String?
    var selfHost: String?
    var monitoringPreferredNick = false

    // channels the bot wants to be in (configured + accepted invites), kept across reconnects
    var wantedChannels: [IRCClientConfiguration.ChannelToJoin]
    var welcomed = false
    /// The channels joined at the end of the MOTD whose JOIN has no answer yet (folded); nil
    /// once every one has one, when `joinsAnswered` is emitted.
    var unansweredJoins: Set<String>?

    // history replays (a bouncer's playback) told from live lines
    var replays = HistoryReplayFilter()
    /// The real time of day when the connection started (ms since the epoch); with `connectedAt`
    /// it gives the wall time of registration, for servers whose 001 carries no `time` stamp.
    let wallClockAtStart: Int64

    // liveness
    let connectedAt: NIODeadline
    var lastReceived: NIODeadline
    var pendingPing: (token: String, sentAt: NIODeadline)?
    var pingCounter = 0
    var lag: TimeAmount?
    var lastRegainAttempt: NIODeadline

    // CTCP answers: a bucket for all of them together, since every asker is a new fairness key
    // and a thousand strangers asking VERSION would otherwise queue a thousand notices
    var ctcpReplies: TokenBucket
    /// CTCP requests left unanswered because the bucket was empty (counted, never queued).
    private(set) var ctcpRepliesSkipped = 0
    static let ctcpBurst = 3
    static let ctcpRefill = TimeAmount.seconds(2)

    static let whoxToken = "152"

    /// WHOX for `mask` (a channel or a nick) asking for the fields `applyWhox` reads, account included.
    static func whoxQuery(_ mask: String) -> IRCMessage {
        IRCMessage(command: "WHO", parameters: [mask, "%tcuhnfa,\(whoxToken)"])
    }

    static let wantedCaps: Set<String> = [
        "sasl", "message-tags", "server-time", "account-tag", "account-notify", "extended-join",
        "away-notify", "chghost", "multi-prefix", "userhost-in-names", "invite-notify", "batch",
        "labeled-response", "standard-replies", "setname", "cap-notify",
        // The server repeats our own messages back once it has accepted them: the proof of
        // delivery the notification outbox waits for.
        "echo-message",
    ]

    init(configuration: IRCClientConfiguration, usesTLS: Bool,
         channels: [IRCClientConfiguration.ChannelToJoin]? = nil, invites: IRCInviteList? = nil,
         now: NIODeadline, wallClock: Int64) {
        self.configuration = configuration
        self.invites = invites ?? IRCInviteList(configuration.inviteJoinAccounts)
        self.usesTLS = usesTLS
        self.currentNick = configuration.nick
        self.wantedChannels = channels ?? configuration.channels
        self.connectedAt = now
        self.wallClockAtStart = wallClock
        self.lastReceived = now
        self.lastRegainAttempt = now
        self.ctcpReplies = TokenBucket(capacity: Self.ctcpBurst, refillInterval: Self.ctcpRefill, now: now)
        self.tracker.strangerLimit = max(1, configuration.trackedStrangers)
    }

    /// Takes a token for one CTCP answer, or counts the request as skipped.
    mutating func admitCTCPReply(now: NIODeadline) -> Bool {
        if ctcpReplies.take(now: now) { return true }
        ctcpRepliesSkipped += 1
        return false
    }

    // MARK: - what others read

    var hasServices: Bool {
        account != nil || offeredCaps["sasl"] != nil || enabledCaps.contains("account-tag")
    }

    /// The bot's own source as others see it. Until the server tells us the host, assume
    /// the longest one allowed so split lines can never exceed 512 bytes.
    var selfPrefix: String {
        let user = selfUser ?? "~" + configuration.username
        let host = selfHost ?? String(repeating: "x", count: Self.longestHostBytes)
        return "\(currentNick)!\(user)@\(host)"
    }

    /// `selfPrefix.utf8.count` without building it: every reply is sized by it.
    var selfPrefixBytes: Int {
        let userBytes = selfUser?.utf8.count ?? 1 + configuration.username.utf8.count
        return currentNick.utf8.count + 1 + userBytes + 1 + (selfHost?.utf8.count ?? Self.longestHostBytes)
    }

    /// Until the server tells us our host, assume the longest it may be.
    static let longestHostBytes = 63

    func isMe(_ nick: String) -> Bool { isupport.caseMapping.equal(nick, currentNick) }
    var hasPreferredNick: Bool { isupport.caseMapping.equal(currentNick, configuration.nick) }

    // MARK: - inputs

    mutating func start(now: NIODeadline) -> [IRCSessionAction] {
        var actions: [IRCSessionAction] = []
        if let password = configuration.serverPassword {
            actions.append(.send(IRCMessage(command: "PASS", parameters: [password])))
        }
        actions.append(.send(IRCMessage(command: "CAP", parameters: ["LS", "302"])))
        actions.append(.send(IRCMessage(command: "NICK", parameters: [currentNick])))
        actions.append(.send(IRCMessage(command: "USER",
                                        parameters: [configuration.username, "0", "*", configuration.realname])))
        return actions
    }

    mutating func tick(now: NIODeadline) -> [IRCSessionAction] {
        // One log line per burst of old-stamped lines skipped, at most one per tick.
        guard let report = replays.staleBurstReport() else { return keepAlive(now: now) }
        return [.log(report)] + keepAlive(now: now)
    }

    /// Registration timeout, PING and its timeout, regaining the preferred nick.
    private mutating func keepAlive(now: NIODeadline) -> [IRCSessionAction] {
        guard phase == .registered else {
            let limit = TimeAmount(configuration.registrationTimeout)
            if now - connectedAt >= limit {
                return [.close(.reconnect("the server did not complete registration within \(limit.duration)"))]
            }
            return []
        }
        var actions: [IRCSessionAction] = []
        let timeout = TimeAmount(configuration.ping.timeout)
        if let ping = pendingPing {
            if now - ping.sentAt >= timeout, now - lastReceived >= timeout {
                return [.close(.reconnect("no reply to PING within \(timeout.duration); connection is dead"))]
            }
        } else if now - lastReceived >= TimeAmount(configuration.ping.interval) {
            pingCounter += 1
            let token = "townhall-\(pingCounter)"
            pendingPing = (token, now)
            actions.append(.send(IRCMessage(command: "PING", parameters: [token])))
        }
        if !hasPreferredNick, now - lastRegainAttempt >= TimeAmount(configuration.nickRegainInterval) {
            actions += regainNick(now: now)
        }
        return actions
    }

    mutating func receive(_ message: IRCMessage, now: NIODeadline) -> [IRCSessionAction] {
        lastReceived = now
        let p = message.parameters
        switch message.uppercasedCommand {
        case "PING":
            return [.send(IRCMessage(command: "PONG", parameters: p.isEmpty ? [""] : p))]
        case "PONG":
            if let ping = pendingPing, p.last == ping.token {
                lag = now - ping.sentAt
                pendingPing = nil
                return [.emit(.lag(lag!.duration))]
            }
            return []
        case "CAP": return handleCap(message)
        case "AUTHENTICATE": return handleAuthenticate(message)
        case "900", "901", "902", "903", "904", "905", "906", "907", "908": return handleSASLNumeric(message)
        case "001": return handleWelcome(message, now: now)
        case "005":
            isupport.apply(message)
            tracker.setCaseMapping(isupport.caseMapping)
            return []
        case "376", "422": return handleEndOfMOTD(now: now)
        case "433", "432", "437": return handleNickRejected(message)
        case "403", "405", "471", "473", "474", "475", "477":
            // a refused JOIN (no such channel, too many, full, invite-only, banned, bad key,
            // registered only) is its answer too; 477 also refuses messages, and then names no
            // channel awaited
            guard p.count >= 2 else { return [] }
            let refusal = IRCClientEvent.joinRefused(channel: p[1], numeric: message.uppercasedCommand,
                                                     reason: p.count > 2 ? p[p.count - 1] : "")
            return [.emit(refusal)] + answeredJoin(p[1])
        case "396":
            if p.count >= 2 { selfHost = p[1] }
            return []
        case "ERROR":
            return [.close(.reconnect("server closed the link: \(p.last ?? "")"))]
        case "FAIL", "WARN":
            return [.log("server said \(message.serialized())")]
        default:
            return handleTracking(message, now: now)
        }
    }
}
