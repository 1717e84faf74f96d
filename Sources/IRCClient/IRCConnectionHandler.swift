import IRCWire
import Logging
import NIOCore

/// Drives an `IRCSession` on a channel: feeds it messages and clock ticks, performs its
/// actions, and paces every outgoing line through the token bucket and the fair queue.
final class IRCConnectionHandler: ChannelDuplexHandler {
    typealias InboundIn = IRCMessage
    typealias OutboundIn = IRCOutboundRequest
    typealias OutboundOut = IRCMessage

    private let configuration: IRCClientConfiguration
    private let usesTLS: Bool
    private let channels: [IRCClientConfiguration.ChannelToJoin]
    private let delegate: any IRCConnectionDelegate
    private let logger: Logger
    private let tickInterval: TimeAmount
    private var session: IRCSession?
    private var queue: FairOutputQueue
    private var bucket: TokenBucket?
    private var context: ChannelHandlerContext?
    private var flushTimer: Scheduled<Void>?
    private var tickTimer: Scheduled<Void>?
    private var ended = false
    /// Reading is held by the consumer (`IRCReadHold`); a read asked for meanwhile waits here.
    private var readingHeld = false
    private var readWaiting = false
    private var holdTimer: Scheduled<Void>?
    /// Lines written and not yet answered by the server, with the waiters of confirmed ones
    /// (with echo-message).
    private var echoes = EchoWaiters()
    /// Confirmed messages queued and not written yet: their callers' promises, by the future of
    /// the promise their last line is written with. Written, they move to `echoes`.
    private var confirmations: [ObjectIdentifier: EventLoopPromise<Void>] = [:]
    /// Confirmed messages on a connection without echo-message: they count as delivered once
    /// really written, so their promises are not completed when handed over.
    private var deliveredWhenWritten: Set<ObjectIdentifier> = []
    /// A flush is scheduled: at the end of this event-loop turn, or when the gap since the last
    /// one is over (see `flushSoon`).
    private var flushScheduled = false
    /// When the last flush went out; the next waits until `flushGap` after it.
    private var lastFlush = NIODeadline.uptimeNanoseconds(0)
    /// `configuration.flushGap`, converted once rather than on every flush.
    private let flushGap: TimeAmount

    init(configuration: IRCClientConfiguration, usesTLS: Bool, channels: [IRCClientConfiguration.ChannelToJoin],
         delegate: any IRCConnectionDelegate, logger: Logger, tickInterval: TimeAmount = .milliseconds(500)) {
        self.configuration = configuration
        self.usesTLS = usesTLS
        self.channels = channels
        self.delegate = delegate
        self.logger = logger
        self.tickInterval = tickInterval
        self.flushGap = TimeAmount(configuration.flushGap)
        self.queue = FairOutputQueue()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { start(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimers()
        queue.removeAll()
        echoes.failAll()
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    private func start(context: ChannelHandlerContext) {
        guard session == nil else { return }
        let now = context.eventLoop.now
        bucket = TokenBucket(capacity: configuration.flood.burst,
                             refillInterval: TimeAmount(configuration.flood.refillInterval), now: now)
        session = IRCSession(configuration: configuration, usesTLS: usesTLS, channels: channels, now: now,
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
        if echoes.isWaiting, let nick = session?.currentNick, let mapping = session?.isupport.caseMapping,
           session?.replays.mark(of: message) == nil {
            echoes.receive(message, selfNick: nick, caseMapping: mapping)
        }
        perform(session!.receive(message, now: context.eventLoop.now))
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimers()
        queue.removeAll()
        echoes.failAll()
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
            // for accepted (the kill-storm test saw an alert marked delivered 3 s before the bot
            // registered again, and lost).
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
            let written = confirm ? confirmation(promise) : promise
            if messages.count == 1, queue.isEmpty, writeAtOnce(messages[0], written: written) { return }
            queue.enqueue(messages, key: key, written: written)
        case .message(let message):
            queue.enqueueControl(message, written: promise)
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

    /// The promise to attach to the last written line of a confirmed message. Without
    /// echo-message, written is as far as we can see; with it, the message counts only once the
    /// server has echoed it back (a line still in a socket buffer when the connection dies is lost).
    private func confirmation(_ promise: EventLoopPromise<Void>?) -> EventLoopPromise<Void>? {
        guard let promise, let context else { return promise }
        guard session?.enabledCaps.contains("echo-message") == true else {
            // no echo to wait for: "delivered" is the real write, not the hand-over (`hand`)
            let key = ObjectIdentifier(promise.futureResult)
            deliveredWhenWritten.insert(key)
            promise.futureResult.assumeIsolated().whenComplete { [self] _ in deliveredWhenWritten.remove(key) }
            return promise
        }
        let written = context.eventLoop.makePromise(of: Void.self)
        let key = ObjectIdentifier(written.futureResult)
        confirmations[key] = promise
        written.futureResult.assumeIsolated().whenFailure { [self] error in
            // never written (the queue was dropped): the caller hears it; once written, the
            // waiter in `echoes` answers instead
            confirmations.removeValue(forKey: key)?.fail(error)
        }
        return written
    }

    /// Records a PRIVMSG or NOTICE just written, on a connection with echo-message, so that the
    /// server's answer (echo or error) is matched to it in order (`EchoWaiters`); the last line
    /// of a confirmed message waits for its answer from now, for at most `echoTimeout`.
    private func awaitAnswer(to message: IRCMessage, written: EventLoopPromise<Void>?) {
        guard let context, message.parameters.count >= 2, message.uppercasedCommand == "PRIVMSG" || message.uppercasedCommand == "NOTICE",
              session?.enabledCaps.contains("echo-message") == true else { return }
        let target = (session?.isupport.caseMapping ?? .rfc1459).lowercase(message.parameters[0])
        let waiter = confirmations.isEmpty ? nil : written.flatMap { confirmations.removeValue(forKey: ObjectIdentifier($0.futureResult)) }
        let id = echoes.wrote(target: target, text: message.parameters[1], waiter: waiter)
        guard waiter != nil else { return }
        context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(configuration.echoTimeout)) { [self] in
            echoes.expire(id, target: target)
        }
    }

    // MARK: - holding reads

    func read(context: ChannelHandlerContext) {
        guard readingHeld else {
            context.read()
            return
        }
        readWaiting = true
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let hold = event as? IRCReadHold else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        promise?.succeed(())
        switch hold {
        case .hold:
            guard !readingHeld else { return }
            readingHeld = true
            scheduleHeldRead()
        case .release:
            guard readingHeld else { return }
            readingHeld = false
            holdTimer?.cancel()
            holdTimer = nil
            passWaitingRead()
        }
    }

    private func passWaitingRead() {
        guard readWaiting, let context else { return }
        readWaiting = false
        context.read()
    }

    /// While held, one read still goes through every `longestReadHold`: a server whose PING
    /// goes unanswered drops us, and so would our own liveness check.
    private func scheduleHeldRead() {
        guard let context else { return }
        holdTimer = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(configuration.longestReadHold)) { [self] in
            holdTimer = nil
            guard readingHeld else { return }
            passWaitingRead()
            scheduleHeldRead()
        }
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
            case .send(let message): queue.enqueueControl(message)
            case let .sendFair(message, key): queue.enqueue([message], key: key)
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

    /// Writes as many queued lines as the bucket allows, then waits for the next token.
    private func drain() {
        guard let context, context.channel.isActive, var bucket else { return }
        let now = context.eventLoop.now
        var wrote = false
        while let next = queue.next {
            let cost = Self.cost(of: next)
            guard !configuration.flood.paced || bucket.take(cost, now: now) else {
                scheduleFlush(at: bucket.readyTime(for: cost, now: now))
                break
            }
            hand(next, written: queue.removeNext(), context: context)
            wrote = true
        }
        self.bucket = bucket
        if wrote { flushSoon(context) }
    }

    /// Writes `message` now when nothing waits (the queue is empty) and the bucket has its token:
    /// what queueing it and `drain` would do at once, without the queue's bookkeeping (its
    /// dictionary of keys), which is most of the cost of a one-line reply. False when it must
    /// wait: the caller queues it, and `drain` takes it in turn.
    private func writeAtOnce(_ message: IRCMessage, written: EventLoopPromise<Void>?) -> Bool {
        guard let context, context.channel.isActive, var bucket else { return false }
        if configuration.flood.paced {
            guard bucket.take(Self.cost(of: message), now: context.eventLoop.now) else { return false }
            self.bucket = bucket
        }
        hand(message, written: written, context: context)
        flushSoon(context)
        return true
    }

    /// Hands `message` to the channel; its flush follows within `flushGap` (`flushSoon`). The
    /// writer hears "written" now when the channel is writable: waiting for the flush would gain
    /// nothing but would make each speaker's next reply wait for it, one reply per flush. Past the
    /// channel's high-water mark (the server reads slower than we write) it hears when NIO really
    /// writes the line: that is the back-pressure. A confirmed message on a connection without
    /// echo-message also waits for the real write: for the outbox, that is "delivered".
    private func hand(_ message: IRCMessage, written: EventLoopPromise<Void>?, context: ChannelHandlerContext) {
        let now = written.map { context.channel.isWritable
            && (deliveredWhenWritten.isEmpty || !deliveredWhenWritten.contains(ObjectIdentifier($0.futureResult))) } ?? false
        context.write(wrapOutboundOut(message), promise: now ? nil : written)
        awaitAnswer(to: message, written: written)
        if now { written?.succeed(()) }
    }

    /// Flushes once the event loop has run the tasks already queued, and no sooner than
    /// `flushGap` after the last flush. An idle connection's reply leaves within the turn; under
    /// load, the replies of the gap leave together — one write, one TLS record (`IRCMessageCodec`),
    /// and on the server one read and one relay to each member instead of one per reply. Replies
    /// flushed one by one cost InspIRCd 70–90 µs of CPU each and held the bot near 10,000 a second;
    /// coalesced, 16–22 µs and over 20,000 (`TownhallBenchmark live ping`).
    private func flushSoon(_ context: ChannelHandlerContext) {
        guard !flushScheduled else { return }
        flushScheduled = true
        let now = context.eventLoop.now
        let due = lastFlush + flushGap
        if due <= now {
            context.eventLoop.assumeIsolated().execute { [self] in flushNow() }
        } else {
            context.eventLoop.assumeIsolated().scheduleTask(deadline: due) { [self] in flushNow() }
        }
    }

    private func flushNow() {
        flushScheduled = false
        guard let context else { return }
        lastFlush = context.eventLoop.now
        context.flush()
    }

    /// The flush of a caller's `writeAndFlush` is ours to time: `drain` flushes what it wrote.
    func flush(context: ChannelHandlerContext) {}

    /// Heavier commands cost more on InspIRCd (its penalty for JOIN, WHO, NAMES is higher).
    static func cost(of message: IRCMessage) -> Int {
        switch message.uppercasedCommand {
        case "JOIN", "WHO", "WHOIS", "NAMES", "MODE": 2
        default: 1
        }
    }

    // MARK: - timers

    private func scheduleFlush(at deadline: NIODeadline) {
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
        holdTimer?.cancel()
        flushTimer = nil
        tickTimer = nil
        holdTimer = nil
    }
}

@available(*, unavailable)
extension IRCConnectionHandler: Sendable {}
