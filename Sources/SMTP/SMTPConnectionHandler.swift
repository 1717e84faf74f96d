import Logging
import NIOCore

/// Drives an `SMTPSession` on a channel: cuts the inbound bytes into reply lines, feeds the
/// session whole replies, performs its actions, and gives up on a reply that does not come
/// within the timeout. The report is handed over as soon as the session is done (after QUIT
/// is sent); the channel closes on the server's 221 or its own close.
final class SMTPConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// RFC 5321 §4.5.3.1.5 allows 512 bytes a reply line; far more means something is wrong.
    static let maximumLineBytes = 4096

    private var session: SMTPSession
    private var parser = SMTPReplyParser()
    private var unread: ByteBuffer?
    private let replyTimeout: TimeAmount
    private let security: SMTPTLSSecurity?
    private let report: EventLoopPromise<SMTPSessionReport>
    private let logger: Logger
    private var timer: Scheduled<Void>?
    private var reported = false
    /// Set by STARTTLS and implicit TLS: the certificate's name is checked before the next reply counts.
    private var certificateUnchecked: Bool

    init(session: SMTPSession, replyTimeout: Duration, security: SMTPTLSSecurity?,
         report: EventLoopPromise<SMTPSessionReport>, logger: Logger) {
        self.session = session
        self.replyTimeout = .nanoseconds(Int64((replyTimeout / .nanoseconds(1)).rounded()))
        self.security = security
        self.report = report
        self.logger = logger
        self.certificateUnchecked = session.encrypted
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context: context)
        context.fireChannelActive()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startTimer(context: context) }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        if unread == nil { unread = bytes } else { unread!.writeBuffer(&bytes) }
        while let line = nextLine() {
            do {
                guard let reply = try parser.feed(line) else { continue }
                timer?.cancel()
                if certificateUnchecked, let refusal = checkCertificate(context: context) {
                    fail(refusal, context: context)
                    return
                }
                logger.debug("S: \(reply)")
                perform(session.receive(reply), context: context)
            } catch {
                fail(SMTPError(.temporary, stage: session.stageName, text: error.description), context: context)
                return
            }
        }
        if let unread, unread.readableBytes > Self.maximumLineBytes {
            fail(SMTPError(.temporary, stage: session.stageName, text: "a reply line longer than \(Self.maximumLineBytes) bytes"),
                 context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        session.connectionEnded("the server closed the connection")
        finish()
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        let text = String(describing: error)
        let refused = error is SMTPCertificateNameMismatch || text.contains("CERTIFICATE_VERIFY_FAILED")
            || text.contains("failedToValidateHostname") || text.contains("handshakeFailed")
        fail(SMTPError(refused ? .insecure : .temporary, stage: session.stageName, text: "connection error: \(text)"),
             context: context)
    }

    /// The next CRLF- (or LF-) ended line, without its end.
    private func nextLine() -> String? {
        guard var buffer = unread, let newline = buffer.readableBytesView.firstIndex(of: 10) else { return nil }
        var line = buffer.readString(length: newline - buffer.readerIndex) ?? ""
        buffer.moveReaderIndex(forwardBy: 1)
        if line.hasSuffix("\r") { line.removeLast() }
        unread = buffer.readableBytes > 0 ? buffer : nil
        return line
    }

    private func perform(_ actions: [SMTPSessionAction], context: ChannelHandlerContext) {
        for action in actions {
            switch action {
            case .send(let command):
                logger.debug("C: \(command)")
                write(command.wireBytes, context: context)
            case .sendMessage(let index):
                write(session.transactions[index].data, context: context)
            case .startTLS:
                // Bytes that came after the 220 arrived in the clear but would be read as if
                // they came under TLS: an attacker's injected replies (RFC 3207 §6). Refuse.
                guard unread == nil, !parser.isInsideReply else {
                    fail(SMTPError(.insecure, stage: "STARTTLS", text: "the server sent data after accepting STARTTLS"), context: context)
                    return
                }
                do {
                    try security?.addTLS(to: context.channel)
                    certificateUnchecked = security != nil
                } catch {
                    fail(SMTPError(.insecure, stage: "STARTTLS", text: "cannot start TLS: \(error)"), context: context)
                    return
                }
            case .close:
                timer?.cancel()
                finish()
                context.close(promise: nil)
                return
            }
        }
        if session.isFinished { finish() }
        startTimer(context: context)
    }

    private func write(_ bytes: [UInt8], context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(context.channel.allocator.buffer(bytes: bytes)), promise: nil)
    }

    private func checkCertificate(context: ChannelHandlerContext) -> SMTPError? {
        certificateUnchecked = false
        guard let security else { return nil }
        do {
            try security.checkName(on: context.channel)
            return nil
        } catch {
            return SMTPError(.insecure, stage: session.stageName, text: "\(error)")
        }
    }

    /// Ends the connection with `error` for every message not yet sent.
    private func fail(_ error: SMTPError, context: ChannelHandlerContext) {
        timer?.cancel()
        _ = session.abort(error)
        finish()
        context.close(promise: nil)
    }

    private func finish() {
        guard !reported else { return }
        reported = true
        report.succeed(SMTPSessionReport(session))
    }

    private func startTimer(context: ChannelHandlerContext) {
        timer?.cancel()
        let timeout = replyTimeout
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
            session.connectionEnded("no reply within \(timeout.nanoseconds / 1_000_000) ms")
            finish()
            context.close(promise: nil)
        }
    }
}

@available(*, unavailable)
extension SMTPConnectionHandler: Sendable {}
