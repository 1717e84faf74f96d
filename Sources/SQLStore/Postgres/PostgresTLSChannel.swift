import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS
import TLSPolicy

/// A TCP connection to PostgreSQL turned TLS by us, not by postgres-nio, so that the server's
/// certificate can be held to the host name before postgres-nio sends anything on it.
///
/// postgres-nio adds NIOSSL's handler itself and offers no check after the handshake, and NIOSSL
/// alone accepts a certificate for the connected IP address in place of the name asked for
/// (see `CertificateNameCheck`). So: connect, send PostgreSQL's SSLRequest, read its one-byte
/// answer, add NIOSSL's handler, wait for the handshake, require the DNS name (verify-full, host
/// named by a name), and only then hand the channel to postgres-nio (`establishedChannel`),
/// which runs the startup and authentication over it in plain PostgreSQL protocol.
enum PostgresTLSChannel {
    /// The 8-byte SSLRequest: its length, then the request code 1234.5679.
    static let sslRequest: [UInt8] = [0, 0, 0, 8, 0x04, 0xD2, 0x16, 0x2F]

    /// Why TLS could not be set up; its text is what the open failure reports.
    struct Refusal: Error, CustomStringConvertible {
        var description: String
    }

    /// A connected channel whose TLS handshake and name check passed. Blocks the calling
    /// thread (a pool thread) until then.
    static func connect(host: String, port: Int, context: NIOSSLContext, verifiesName: Bool,
                        on eventLoop: any EventLoop, connectTimeout: TimeAmount) throws -> any Channel {
        let answer = eventLoop.makePromise(of: Void.self)
        let handshake = eventLoop.makePromise(of: Void.self)
        defer {
            // every promise ends completed (NIO reports a dropped one); no-ops once they are
            let over = Refusal(description: "TLS: the connection was given up")
            answer.fail(over)
            handshake.fail(over)
        }
        let channel = try ClientBootstrap(group: eventLoop)
            .connectTimeout(connectTimeout)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(SSLRequestAnswer(promise: answer))
                }
            }
            .connect(host: host, port: port).wait()
        // a server that takes the connection and then says nothing must not hold a pool thread
        let seconds = connectTimeout.nanoseconds / 1_000_000_000
        let deadline = eventLoop.scheduleTask(in: connectTimeout) {
            let late = Refusal(description: "TLS: the server did not answer the TLS request and handshake within \(seconds) s")
            answer.fail(late)
            handshake.fail(late)
            channel.close(promise: nil)
        }
        defer { deadline.cancel() }
        do {
            channel.writeAndFlush(ByteBuffer(bytes: sslRequest), promise: nil)
            try answer.futureResult.wait()
            let serverName = CertificateNameCheck(host: host)
            try channel.eventLoop.submit {
                let tls = try NIOSSLClientHandler(context: context, serverHostname: serverName?.expectedName)
                try channel.pipeline.syncOperations.addHandler(tls, position: .first)
                try channel.pipeline.syncOperations.addHandler(
                    HandshakeWatch(check: verifiesName ? serverName : nil, promise: handshake), position: .after(tls))
            }.wait()
            try handshake.futureResult.wait()
            return channel
        } catch {
            channel.close(promise: nil)
            throw error
        }
    }

    /// Reads the server's answer to the SSLRequest: exactly "S". Anything the server sends
    /// with it would be read as if it came over TLS (CVE-2021-23214), so it is refused.
    final class SSLRequestAnswer: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        let promise: EventLoopPromise<Void>

        init(promise: EventLoopPromise<Void>) {
            self.promise = promise
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var buffer = unwrapInboundIn(data)
            switch (buffer.readInteger(as: UInt8.self), buffer.readableBytes) {
            case (UInt8(ascii: "S"), 0):
                context.pipeline.syncOperations.removeHandler(self, promise: nil)
                promise.succeed()
            case (UInt8(ascii: "N"), _):
                promise.fail(Refusal(description: "TLS: the server does not accept TLS connections (turn ssl on, or sslmode=disable on a private network)"))
            default:
                promise.fail(Refusal(description: "TLS: the server's answer to the TLS request was not S"))
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            promise.fail(Refusal(description: "the server closed the connection before TLS"))
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            promise.fail(error)
            context.close(promise: nil)
        }
    }

    /// Waits for the TLS handshake after NIOSSL's handler; then requires the host's DNS name
    /// on the certificate (when `check` is set) and gets out of the way.
    final class HandshakeWatch: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        let check: CertificateNameCheck?
        let promise: EventLoopPromise<Void>

        init(check: CertificateNameCheck?, promise: EventLoopPromise<Void>) {
            self.check = check
            self.promise = promise
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard case TLSUserEvent.handshakeCompleted = event else {
                context.fireUserInboundEventTriggered(event)
                return
            }
            do {
                if let check {
                    let handler = try context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
                    try check.verify(handler.peerCertificate)
                }
                context.pipeline.syncOperations.removeHandler(self, promise: nil)
                promise.succeed()
            } catch {
                promise.fail(error)
                context.close(promise: nil)
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            promise.fail(Refusal(description: "the server closed the connection during the TLS handshake"))
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            promise.fail(error)
            context.close(promise: nil)
        }
    }
}

@available(*, unavailable)
extension PostgresTLSChannel.SSLRequestAnswer: Sendable {}

@available(*, unavailable)
extension PostgresTLSChannel.HandshakeWatch: Sendable {}
