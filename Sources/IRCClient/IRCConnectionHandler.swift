import IRCWire
import Logging
import NIOCore

/// Drives an `IRCSession` on a channel: feeds it messages and clock ticks, performs its actions,
/// and writes what is asked of it through `PacedOutput` (fair queue and token bucket). When a
/// confirmed message counts as delivered is `DeliveryConfirmations`' to say, when lines are
/// flushed `FlushTiming`'s; holding reads is a handler of its own (`IRCReadHoldHandler`).
final class IRCConnectionHandler: ChannelDuplexHandler {
    typealias InboundIn = IRCMessage
    typealias OutboundIn = IRCOutboundRequest
    typealias OutboundOut = IRCMessage

    private let configuration: IRCClientConfiguration
    private let usesTLS: Bool
    private let channels: [IRCClientConfiguration.ChannelToJoin]
    private let invites: IRCInviteList?
    private let delegate: any IRCConnectionDelegate
    private let logger: Logger
    private let tickInterval: TimeAmount
    private var session: IRCSession?
    /// Made when the session starts (the bucket starts full at that instant).
    private var output: PacedOutput?
    private var context: ChannelHandlerContext?
    private var flushTimer: Scheduled<Void>?
    private var tickTimer: Scheduled<Void>?
    private var ended = false
    private let confirmations: DeliveryConfirmations
    private var flushTiming: FlushTiming

    init(configuration: IRCClientConfiguration, usesTLS: Bool, channels: [IRCClientConfiguration.ChannelToJoin],
         invites: IRCInviteList? = nil, delegate: any IRCConnectionDelegate, logger: Logger,
         tickInterval: TimeAmount = .milliseconds(500)) {
        self.configuration = configuration
        self.usesTLS = usesTLS
        self.channels = channels
        self.invites = invites
        self.delegate = delegate
        self.logger = logger
        self.tickInterval = tickInterval
        self.confirmations = DeliveryConfirmations(echoTimeout: configuration.echoTimeout)
        self.flushTiming = FlushTiming(gap: configuration.flushGap)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { start(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimers()
        output?.removeAll()
        confirmations.failAll()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    private func start(context: ChannelHandlerContext) {
        guard session == nil else { return }
        let now = context.eventLoop.now
        output = PacedOutput(flood: configuration.flood, now: now)
        session = IRCSession(configuration: configuration, usesTLS: usesTLS, channels: channels, invites: invites, now: now,
                             wallClock: WallClock.milliseconds())
        perform(session!.start(now: now))
        scheduleTick()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard session != nil else { return }
        let message = unwrapInboundIn(data)
        // Through `session?`, read in place: `session!.currentNick` copied the whole session, on
        // every line, only to pass two fields to waiters that are nearly always none.
        // a replayed echo of the bot's own line (a bouncer's playback) answers no line written now
        if confirmations.isWaitingForEcho, let nick = session?.currentNick, let mapping = session?.isupport.caseMapping,
           session?.replays.mark(of: message) == nil {
            confirmations.receive(message, selfNick: nick, caseMapping: mapping)
        }
        perform(session!.receive(message, now: context.eventLoop.now))
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimers()
        output?.removeAll()
        confirmations.failAll()
        finish(.reconnect("the server closed the connection"))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let text = String(describing: error)
        // Certificate problems will not fix themselves by retrying: stop with a clear error.
        if error is IRCTLSNameMismatch || text.contains("CERTIFICATE_VERIFY_FAILED")
            || text.contains("failedToValidateHostname") {
            let name = configuration.serverName ?? configuration.host
            finish(.fatal(.tlsRefused(server: "\(configuration.host):\(configuration.port)", expectedName: name, detail: text)))
        } else {
            logger.warning("connection error: \(text)")
            finish(.reconnect("connection error: \(text)"))
        }
        context.close(promise: nil)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let request = unwrapOutboundIn(data)
        // Not `guard let session`: that copies the whole session (tracker and all) on every write.
        guard session != nil, !ended else {
            promise?.fail(IRCClientError.notDelivered("not connected"))
            return
        }
        switch request {
        case let .text(command, target, text, key, confirm):
            // A delivery must be confirmed by a registered connection: before registration the
            // server refuses a PRIVMSG, and echo-message is not known yet, so "written" would pass
            // for accepted, and an alert written while the bot reconnects would count as
            // delivered though the server never took it.
            if confirm, session!.phase != .registered {
                promise?.fail(IRCClientError.notDelivered("not registered yet"))
                return
            }
            let limit = IRCMessage.maxTextBytes(command: command, target: target, selfPrefixBytes: session!.selfPrefixBytes)
            let lines = IRCLineSplitter.split(text, maxBytes: limit, maxLines: configuration.flood.maxLinesPerReply,
                                              continuation: IRCLineSplitter.continuationMark)
            // Every line is queued (a lone line with nothing waiting is written at once, as the
            // queue would); the writer's promise completes once the last is written, so a writer
            // that waits for it sends no more than the server takes (back-pressure).
            let messages = lines.map { IRCMessage(command: command, parameters: [target, $0]) }
            let written = confirm
                ? confirmations.promise(confirming: promise, echoMessage: echoMessage, on: context.eventLoop) : promise
            if messages.count == 1, writeAtOnce(messages[0], written: written) { return }
            output!.enqueue(messages, key: key, written: written)
        case .message(let message):
            output!.enqueueControl(message, written: promise)
        case .quit(let reason):
            // Leaving: skip the queue, say goodbye and close.
            promise?.succeed(())
            finish(.reconnect("quit: \(reason)"))
            context.writeAndFlush(wrapOutboundOut(IRCMessage(command: "QUIT", parameters: [reason])), promise: nil)
            context.close(promise: nil)
            return
        }
        drain()
    }

    // MARK: - actions

    private func perform(_ actions: [IRCSessionAction]) {
        // Publish the new state before emitting events, so a consumer reacting to an event
        // (say, nickChanged) reads a snapshot that already contains it.
        // Read in place: `if let session` would copy the whole session (configuration, tracker...)
        // for every line received.
        if let snapshot = session?.snapshot { delegate.publish(snapshot) }
        for action in actions {
            switch action {
            case .send(let message): output?.enqueueControl(message)
            case let .sendFair(message, key): output?.enqueue([message], key: key)
            case .emit(let event): delegate.emit(event)
            case .log(let text): logger.info("\(text)")
            case let .rememberSTS(port, duration): delegate.rememberSTS(port: port, duration: duration)
            case .close(let end):
                drain()
                finish(end)
                context?.close(promise: nil)
            }
        }
        drain()
    }

    private func finish(_ end: IRCSessionEnd) {
        guard !ended else { return }
        ended = true
        delegate.connectionEnding(end)
    }

    /// Whether the server echoes our messages back (IRCv3 echo-message), which is what confirms them.
    private var echoMessage: Bool { session?.enabledCaps.contains("echo-message") == true }

    // MARK: - output

    /// Writes as many queued lines as the bucket allows, then waits for the next token.
    private func drain() {
        guard let context, context.channel.isActive, output != nil else { return }
        let now = context.eventLoop.now
        var wrote = false
        drainLoop: while true {
            switch output!.next(now: now) {
            case let .write(message, written):
                hand(message, written: written, context: context)
                wrote = true
            case .wait(let deadline):
                scheduleDrain(at: deadline)
                break drainLoop
            case .idle:
                break drainLoop
            }
        }
        if wrote { flushSoon(context) }
    }

    /// Writes `message` now when nothing waits and the bucket has its token; false when it must
    /// wait: the caller queues it, and `drain` takes it in turn.
    private func writeAtOnce(_ message: IRCMessage, written: EventLoopPromise<Void>?) -> Bool {
        guard let context, context.channel.isActive, output?.takeAtOnce(message, now: context.eventLoop.now) == true else {
            return false
        }
        hand(message, written: written, context: context)
        flushSoon(context)
        return true
    }

    /// Hands `message` to the channel; its flush follows (`flushSoon`). The writer hears
    /// "written" now when the channel is writable: waiting for the flush would gain nothing but
    /// would make each speaker's next reply wait for it, one reply per flush. Past the channel's
    /// high-water mark (the server reads slower than we write) it hears when NIO really writes the
    /// line: that is the back-pressure. A confirmed message on a connection without echo-message
    /// also waits for the real write: for the outbox, that is "delivered".
    private func hand(_ message: IRCMessage, written: EventLoopPromise<Void>?, context: ChannelHandlerContext) {
        let now = written.map { context.channel.isWritable && !confirmations.waitsForRealWrite($0) } ?? false
        context.write(wrapOutboundOut(message), promise: now ? nil : written)
        if echoMessage {
            confirmations.wrote(message, written: written, caseMapping: session?.isupport.caseMapping ?? .rfc1459,
                                on: context.eventLoop)
        }
        if now { written?.succeed(()) }
    }

    private func flushSoon(_ context: ChannelHandlerContext) {
        guard let due = flushTiming.schedule(now: context.eventLoop.now) else { return }
        if due <= context.eventLoop.now {
            context.eventLoop.assumeIsolated().execute { [self] in flushNow() }
        } else {
            context.eventLoop.assumeIsolated().scheduleTask(deadline: due) { [self] in flushNow() }
        }
    }

    private func flushNow() {
        flushTiming.flushed(now: context?.eventLoop.now ?? .now())
        context?.flush()
    }

    /// The flush of a caller's `writeAndFlush` is ours to time: `drain` flushes what it wrote.
    func flush(context: ChannelHandlerContext) {}

    // MARK: - timers

    private func scheduleDrain(at deadline: NIODeadline) {
        guard flushTimer == nil, let context else { return }
        flushTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { [self] in
            flushTimer = nil
            drain()
        }
    }

    private func scheduleTick() {
        guard let context else { return }
        tickTimer = context.eventLoop.assumeIsolated().scheduleTask(in: tickInterval) { [self] in
            guard let context = self.context, session != nil else { return }
            perform(session!.tick(now: context.eventLoop.now))
            if !ended { scheduleTick() }
        }
    }

    private func stopTimers() {
        flushTimer?.cancel()
        tickTimer?.cancel()
        flushTimer = nil
        tickTimer = nil
    }
}

@available(*, unavailable)
extension IRCConnectionHandler: Sendable {}
