import NIOCore
import NIOHTTP1
import NIOSSL
import NIOTLS
import TLSPolicy

/// The last handler of one keep-alive HTTP/1.1 connection to a homeserver: it writes one
/// request at a time, hands its answer to the request's `MatrixHTTPAnswer` as it arrives, and
/// completes the request when the answer ends (then tells the pool the connection is free, or
/// closes it when the server will not keep it open). Anything that breaks the exchange — an
/// error, the connection closing, the deadline — fails the request and closes the connection:
/// a half-read answer must never be taken for the next request's.
///
/// Before the first request the connection must be `ready`: at once for plain HTTP; over TLS once
/// the handshake is done and the certificate names the homeserver (`CertificateNameCheck`), so
/// nothing — the access token least of all — is written to a server that failed the check.
final class MatrixHTTPConnectionHandler: ChannelDuplexHandler {
    typealias InboundIn = HTTPClientResponsePart
    typealias OutboundIn = HTTPClientRequestPart
    typealias OutboundOut = HTTPClientRequestPart

    private struct Exchange {
        let answer: MatrixHTTPAnswer
        let done: EventLoopPromise<Void>
        let deadline: Scheduled<Void>
        var keepAlive = true
    }

    /// Succeeds once requests may be written (see above), fails when the connection ends before.
    let ready: EventLoopPromise<Void>
    private let nameCheck: CertificateNameCheck?
    private let usesTLS: Bool
    /// Told when an exchange ended with the connection kept open: it may take the next request.
    private let whenFree: @Sendable () -> Void
    private var context: ChannelHandlerContext?
    private var exchange: Exchange?
    /// Requests may be written (`ready` succeeded).
    private var isReady = false
    /// `ready` was completed, either way.
    private var readyDecided = false

    init(ready: EventLoopPromise<Void>, usesTLS: Bool, nameCheck: CertificateNameCheck?, whenFree: @escaping @Sendable () -> Void) {
        self.ready = ready
        self.usesTLS = usesTLS
        self.nameCheck = nameCheck
        self.whenFree = whenFree
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { becameActive() }
    }

    func channelActive(context: ChannelHandlerContext) {
        becameActive()
        context.fireChannelActive()
    }

    private func becameActive() {
        if !usesTLS { decideReady(nil) }
    }

    /// Completes `ready` once: with `failure`, or as usable.
    private func decideReady(_ failure: (any Error)?) {
        guard !readyDecided else { return }
        readyDecided = true
        if let failure { return ready.fail(failure) }
        isReady = true
        ready.succeed()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event, !readyDecided {
            do {
                if let nameCheck {
                    let tls = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
                    try nameCheck.verify(tls?.peerCertificate)
                }
                decideReady(nil)
            } catch {
                decideReady(error)
                context.close(promise: nil)
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Writes one request; `done` completes when its whole answer was read into `answer`.
    func start(_ head: HTTPRequestHead, body: ByteBuffer?, into answer: MatrixHTTPAnswer, deadline: NIODeadline,
               done: EventLoopPromise<Void>) {
        guard let context, isReady, exchange == nil, context.channel.isActive else {
            return done.fail(MatrixError(.transport("the server closed the connection")))
        }
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        let timer = context.eventLoop.scheduleTask(deadline: deadline) {
            handler.value.fail(MatrixError(.transport("timed out")))
        }
        exchange = Exchange(answer: answer, done: done, deadline: timer)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if let body { context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard var current = exchange else {
            // an answer nobody asked for: the connection cannot be trusted with the next request
            return context.close(promise: nil)
        }
        switch unwrapInboundIn(data) {
        case .head(let head):
            current.answer.received(status: Int(head.status.code))
            current.keepAlive = head.isKeepAlive
            exchange = current
        case .body(let piece):
            do { try current.answer.received(piece) } catch { fail(error) }
        case .end:
            exchange = nil
            current.deadline.cancel()
            // free before the caller hears back: its next request (on another thread, perhaps at
            // once) then finds this connection instead of opening another
            if current.keepAlive { whenFree() } else { context.close(promise: nil) }
            current.done.succeed()
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        decideReady(error)
        fail(error)
    }

    func channelInactive(context: ChannelHandlerContext) {
        let closed = MatrixError(.transport("the server closed the connection"))
        decideReady(closed)
        fail(closed)
        context.fireChannelInactive()
    }

    /// Fails the request in flight (if any) with `error` and closes the connection.
    private func fail(_ error: any Error) {
        if let current = exchange {
            exchange = nil
            current.deadline.cancel()
            current.done.fail(error)
        }
        context?.close(promise: nil)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }
}

@available(*, unavailable)
extension MatrixHTTPConnectionHandler: Sendable {}
