import IRCWire
import NIOCore

/// When a confirmed message (an outbox delivery) counts as delivered, on one connection.
///
/// With IRCv3 echo-message, only once the server has echoed its last line back: a line still in
/// a socket buffer when the connection dies is lost, and the echo is the server's word that it
/// took it (`EchoWaiters` matches answers to lines). Without echo-message, once the line is
/// really written to the socket, not when it is handed to the channel: that is as far as the bot
/// can see. Every other line's writer hears "written" as soon as the channel takes it.
final class DeliveryConfirmations {
    /// Lines written and not yet answered by the server, with the waiters of confirmed ones.
    private var echoes = EchoWaiters()
    /// Confirmed messages queued and not written yet: their callers' promises, by the future of
    /// the promise their last line is written with. Written, they move to `echoes`.
    private var pending: [ObjectIdentifier: EventLoopPromise<Void>] = [:]
    /// Confirmed messages on a connection without echo-message, by their promise's future: they
    /// count as delivered once really written, so their promises are not completed when handed over.
    private var deliveredWhenWritten: Set<ObjectIdentifier> = []
    private let echoTimeout: TimeAmount

    init(echoTimeout: Duration) {
        self.echoTimeout = TimeAmount(echoTimeout)
    }

    /// Whether any written line waits for the server's answer (`receive` has nothing to do otherwise).
    var isWaitingForEcho: Bool { echoes.isWaiting }

    /// The promise to attach to the last written line of a confirmed message whose caller waits
    /// on `promise`.
    func promise(confirming promise: EventLoopPromise<Void>?, echoMessage: Bool,
                 on loop: any EventLoop) -> EventLoopPromise<Void>? {
        guard let promise else { return nil }
        guard echoMessage else {
            // no echo to wait for: "delivered" is the real write, not the hand-over
            let key = ObjectIdentifier(promise.futureResult)
            deliveredWhenWritten.insert(key)
            promise.futureResult.assumeIsolated().whenComplete { [self] _ in deliveredWhenWritten.remove(key) }
            return promise
        }
        let written = loop.makePromise(of: Void.self)
        let key = ObjectIdentifier(written.futureResult)
        pending[key] = promise
        written.futureResult.assumeIsolated().whenFailure { [self] error in
            // never written (the queue was dropped): the caller hears it; once written, the
            // waiter in `echoes` answers instead
            pending.removeValue(forKey: key)?.fail(error)
        }
        return written
    }

    /// Whether the writer of a line handed over with `written` must wait for the real write.
    func waitsForRealWrite(_ written: EventLoopPromise<Void>) -> Bool {
        !deliveredWhenWritten.isEmpty && deliveredWhenWritten.contains(ObjectIdentifier(written.futureResult))
    }

    /// Records a PRIVMSG or NOTICE just written on a connection with echo-message, so that the
    /// server's answer (echo or error) is matched to it in order; the last line of a confirmed
    /// message waits for its answer from now, for at most the echo timeout.
    func wrote(_ message: IRCMessage, written: EventLoopPromise<Void>?, caseMapping: IRCCaseMapping, on loop: any EventLoop) {
        guard message.parameters.count >= 2, message.uppercasedCommand == "PRIVMSG" || message.uppercasedCommand == "NOTICE"
        else { return }
        let target = caseMapping.lowercase(message.parameters[0])
        let waiter = pending.isEmpty ? nil : written.flatMap { pending.removeValue(forKey: ObjectIdentifier($0.futureResult)) }
        let id = echoes.wrote(target: target, text: message.parameters[1], waiter: waiter)
        guard waiter != nil else { return }
        loop.assumeIsolated().scheduleTask(in: echoTimeout) { [self] in
            echoes.expire(id, target: target)
        }
    }

    /// A line from the server that may answer a written one (an echo or an error to its target).
    func receive(_ message: IRCMessage, selfNick: String, caseMapping: IRCCaseMapping) {
        echoes.receive(message, selfNick: selfNick, caseMapping: caseMapping)
    }

    /// The connection is gone: every waiter fails (the outbox sends those messages again).
    func failAll() {
        echoes.failAll()
    }
}
