import IRCWire
import Logging
import NIOCore
import NIOPosix
import NIOSSL

/// A long-lived IRC bot connection: connects (TLS by default), registers with CAP and SASL,
/// keeps itself alive and reconnects with backoff, tracks who is who, and sends replies
/// paced and fairly. Consume `events` from one task; call `run()` from another.
public final class IRCClient: Sendable {
    public let configuration: IRCClientConfiguration
    /// Everything that happens; one consumer. Nothing is dropped: a consumer that falls behind
    /// says so with `holdReading(true)`, and the socket is read no faster than it catches up.
    public let events: IRCEventStream
    private let state: IRCClientState
    private let logger: Logger
    private let group: any EventLoopGroup

    public init(configuration: IRCClientConfiguration, logger: Logger,
                eventLoopGroup: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton) {
        self.configuration = configuration
        self.logger = logger
        self.group = eventLoopGroup
        let events = IRCEventStream()
        self.events = events
        self.state = IRCClientState(configuration: configuration, events: events)
    }

    // MARK: - what the bot knows

    /// The nick the bot is using right now.
    public var currentNick: String { state.snapshot.nick }
    /// Whether the network has services accounts (SASL offered or account-tag enabled).
    public var hasServices: Bool { state.snapshot.hasServices }
    /// The account the bot itself is logged in to.
    public var account: String? { state.snapshot.account }
    public var isRegistered: Bool { state.snapshot.registered }
    /// How the server folds case in nicks and channel names (RFC 1459 until it says).
    public var caseMapping: IRCCaseMapping { state.snapshot.tracker.caseMapping }
    /// Round trip of the last PING the client sent.
    public var lag: Duration? { state.snapshot.lag }

    /// The services account of someone the bot shares a channel with or has heard from.
    public func account(ofNick nick: String) -> String? {
        state.snapshot.tracker.account(of: nick)
    }

    public func isChannelOperator(nick: String, channel: String) -> Bool {
        state.snapshot.tracker.modes(of: nick, in: channel).contains { "qaoy".contains($0) }
    }

    /// Nicks logged in to `account` that sit in a channel with the bot. Only those are tracked
    /// live (their QUIT, NICK and ACCOUNT changes reach us), so only they are safe to address
    /// private messages to without asking the server first.
    public func nicksInSharedChannels(loggedInAs account: String) -> [String] {
        let tracker = state.snapshot.tracker
        return tracker.users.values.filter { user in
            user.account.map { $0.lowercased() == account.lowercased() } == true && tracker.sharesChannel(user.nick)
        }.map(\.nick)
    }

    /// Asks the server (WHOX) which account `nick` is logged in to; the answer arrives as a
    /// `userSeen` event. Does nothing on a network without WHOX.
    public func lookUpAccount(ofNick nick: String) async {
        guard state.snapshot.supportsWhox else { return }
        await send(IRCSession.whoxQuery(nick))
    }

    /// Nicks currently seen in `channel` (as the server spelled them).
    public func members(of channel: String) -> [String] {
        let snapshot = state.snapshot
        return snapshot.tracker.channel(channel)?.members.keys.compactMap { snapshot.tracker.users[$0]?.nick } ?? []
    }

    // MARK: - sending

    /// Queues `text` for `target` as PRIVMSG lines that fit the server's limit, capped at
    /// `flood.maxLinesPerReply`; lines of different fairness keys go out round-robin. Returns
    /// once the last line is written (or the connection is gone): a sender that waits for it
    /// never piles up more lines than the pacing lets out. "Written" is handed to the channel
    /// while it is writable (the flush follows within `flushGap`), else really written.
    public nonisolated(nonsending) func sendMessage(_ text: String, to target: String, fairnessKey: String) async {
        await write(.text(command: "PRIVMSG", target: target, text: text, key: fairnessKey))
    }

    public nonisolated(nonsending) func sendNotice(_ text: String, to target: String, fairnessKey: String) async {
        await write(.text(command: "NOTICE", target: target, text: text, key: fairnessKey))
    }

    /// Like `sendMessage`, but returns only once the server has accepted the last line (its
    /// echo, with IRCv3 echo-message; where the server lacks it, once the line is written), and
    /// throws `IRCClientError.notDelivered` if that never happens (not connected, the connection
    /// closed while the lines waited, no such nick, or the queue was full). For messages that must
    /// be recorded as sent exactly when they leave: the notification outbox.
    public func deliverMessage(_ text: String, to target: String, fairnessKey: String) async throws {
        guard let channel = state.channel else { throw IRCClientError.notDelivered("not connected") }
        do {
            try await channel.writeAndFlush(IRCOutboundRequest.text(
                command: "PRIVMSG", target: target, text: text, key: fairnessKey, confirm: true))
        } catch let error as IRCClientError {
            throw error
        } catch {
            throw IRCClientError.notDelivered("\(error)")
        }
    }

    /// Asks the server to report when these nicks come online or go offline (IRCv3 MONITOR);
    /// the client then learns their accounts with WHOX and emits `userSeen` / `userGone`.
    /// Does nothing on a network without MONITOR. The list lives as long as the connection:
    /// call again after `registered`.
    public func monitor(_ nicks: [String]) async {
        guard !nicks.isEmpty, state.snapshot.supportsMonitor else { return }
        // Several short lines rather than one that might pass the 512-byte limit.
        for chunk in stride(from: 0, to: nicks.count, by: 20).map({ Array(nicks[$0..<min($0 + 20, nicks.count)]) }) {
            await send(IRCMessage(command: "MONITOR", parameters: ["+", chunk.joined(separator: ",")]))
        }
    }

    /// Joins `channel` at run time and returns the server's answer, waiting at most `limit`. Once
    /// joined, the channel is joined again after a reconnect (until `part`); the configuration's
    /// channels are for the start.
    public func join(_ channel: String, waiting limit: Duration = .seconds(10)) async -> IRCJoinOutcome {
        guard state.channel != nil, isRegistered else { return .notConnected }
        let snapshot = state.snapshot
        if snapshot.tracker.channel(channel) != nil { return .alreadyJoined }
        let folded = snapshot.tracker.fold(channel)
        let waiters = state.joinWaiters
        return await withCheckedContinuation { continuation in
            let id = waiters.add(folded, continuation)
            Task {
                await send(IRCMessage(command: "JOIN", parameters: [channel]))
                try? await Task.sleep(for: limit)
                waiters.expire(folded, id: id)
            }
        }
    }

    /// From now on follows the INVITE of these services accounts only (nil or empty: none), on
    /// this connection and the next, in place of `configuration.inviteJoinAccounts`.
    public func followInvites(from accounts: Set<String>?) {
        state.invites.replace(with: accounts)
    }

    /// Leaves `channel`, saying `reason`; it is not joined again after a reconnect. False when not
    /// connected, or not in it.
    public func part(_ channel: String, reason: String) async -> Bool {
        guard state.channel != nil, state.snapshot.tracker.channel(channel) != nil else { return false }
        await send(IRCMessage(command: "PART", parameters: [channel, reason]))
        return true
    }

    /// Stops (true) or resumes (false) reading from the server, for a consumer whose commands
    /// back up: the server holds what it has for us meanwhile (still read once per
    /// `longestReadHold`, so its PING is answered).
    public func holdReading(_ hold: Bool) async {
        // A new connection starts reading (it must register); a consumer still behind holds it again.
        guard let channel = state.channel else { return }
        try? await channel.triggerUserOutboundEvent(hold ? IRCReadHold.hold : .release).get()
    }

    /// Sends a raw message ahead of replies (still paced); returns once it is written.
    public func send(_ message: IRCMessage) async {
        await write(.message(message))
    }

    private nonisolated(nonsending) func write(_ request: IRCOutboundRequest) async {
        guard let channel = state.channel else {
            logger.warning("not connected; dropping outgoing \(request.logDescription)")
            return
        }
        try? await Self.written(channel.writeAndFlush(request))
    }

    /// Waits for `future` where the caller runs. NIO's own `get()` runs on the generic executor:
    /// called from the chat core on the connection's loop, each wait was one more job queued on
    /// that loop. A line handed to a writable channel completes its promise at once, and then
    /// this returns without suspending at all.
    nonisolated(nonsending) static func written(_ future: EventLoopFuture<Void>) async throws {
        try await withCheckedThrowingContinuation { continuation in
            future.whenComplete { continuation.resume(with: $0) }
        }
    }

    // MARK: - running

    /// Connects and stays connected until the task is cancelled (returns) or a fatal
    /// error happens (throws: TLS refusal, SASL failure with `.abort`).
    public func run() async throws {
        defer { state.finishEvents() }
        var backoff = ReconnectBackoff(configuration.reconnect)
        var sts = STSPolicyStore(path: configuration.stsStorePath)
        var upgradePort: Int?
        var tlsContext = try configuration.tls ? IRCTLSContext.make(configuration, logger: logger) : nil
        while !Task.isCancelled {
            let policy = configuration.tls ? nil : sts.policy(for: configuration.host)
            let port = upgradePort ?? policy?.port ?? configuration.port
            let useTLS = configuration.tls || upgradePort != nil || policy != nil
            if useTLS, tlsContext == nil { tlsContext = try IRCTLSContext.make(configuration, logger: logger) }
            let end = await connectOnce(port: port, tls: useTLS ? tlsContext : nil)
            let (registered, updates) = state.contents.withLock { contents in
                defer { contents.stsUpdates.removeAll(); contents.channel = nil }
                return (contents.snapshot.registered, contents.stsUpdates)
            }
            for update in updates {
                do { try sts.remember(host: configuration.host, port: update.port, duration: update.duration) } catch {
                    logger.warning("cannot save STS policy to \(configuration.stsStorePath ?? "-"): \(error)")
                }
            }
            logger.info("disconnected from \(configuration.host):\(port): \(end.reason)")
            state.emit(.disconnected(reason: end.reason))
            switch end {
            case .fatal(let error):
                throw error
            case .upgradeToTLS(let tlsPort):
                upgradePort = tlsPort
                continue
            case .reconnect:
                if registered { backoff.reset() }
            }
            // Cancelled (the bot is shutting down): the QUIT was the goodbye; no reconnect.
            if Task.isCancelled { return }
            let delay = backoff.nextDelay()
            logger.info("reconnecting in \(delay)")
            do { try await Task.sleep(for: delay) } catch { return }
        }
    }

    /// One connection from TCP connect to close; returns why it ended.
    private func connectOnce(port: Int, tls: NIOSSLContext?) async -> IRCSessionEnd {
        // The session sees the port really used (an STS upgrade or policy changes it): the
        // STS policy it remembers and the errors it reports must name that port.
        let configuration = self.configuration.using(port: port)
        let logger = self.logger
        let delegate = self.state
        let invites = state.invites
        let channels = state.contents.withLock { contents in
            contents.end = nil
            contents.snapshot.registered = false
            return contents.snapshot.wantedChannels
        }
        let expectedName = IRCTLSContext.expectedName(configuration)
        let bootstrap = ClientBootstrap(group: group)
            .connectTimeout(TimeAmount(configuration.connectTimeout))
            .channelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    try pipeline.addHandler(QuickAcknowledgement())
                    if let tls {
                        try pipeline.addHandler(NIOSSLClientHandler(context: tls, serverHostname: expectedName))
                        if let expectedName, configuration.verifyCertificates {
                            try pipeline.addHandler(IRCTLSNameCheck(expectedName: expectedName))
                        }
                    }
                    try pipeline.addHandlers(Self.protocolHandlers(
                        configuration: configuration, usesTLS: tls != nil, channels: channels,
                        invites: invites, delegate: delegate, logger: logger))
                }
            }
        logger.info("connecting to \(configuration.host):\(port)\(tls == nil ? "" : " with TLS")")
        let channel: any Channel
        do {
            channel = try await bootstrap.connect(host: configuration.host, port: port).get()
        } catch {
            return .reconnect("cannot connect to \(configuration.host):\(port): \(error)")
        }
        state.contents.withLock { $0.channel = channel }
        state.emit(.connected(host: configuration.host, port: port, tls: tls != nil))
        await withTaskCancellationHandler {
            try? await channel.closeFuture.get()
        } onCancel: {
            channel.writeAndFlush(IRCOutboundRequest.quit("shutting down"), promise: nil)
        }
        return state.contents.withLock { $0.end } ?? .reconnect("the connection closed")
    }
}

private extension IRCClientConfiguration {
    func using(port: Int) -> IRCClientConfiguration {
        var copy = self
        copy.port = port
        return copy
    }
}
