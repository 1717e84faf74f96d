import NIOCore
import NIOSSL
import NIOTLS
import TLSPolicy

/// The certificate does not carry the DNS name we expected.
struct IRCTLSNameMismatch: Error, CustomStringConvertible {
    var expected: String
    var names: [String]
    var description: String {
        "certificate names \(names.isEmpty ? "nothing" : names.joined(separator: ", ")), not \(expected)"
    }
}

/// NIOSSL accepts a certificate when EITHER its DNS names match the server name OR its IP
/// addresses match the connected address, so connecting to 127.0.0.1 with server name
/// "wrong.example" would pass. After the handshake this handler also requires the DNS name
/// (`CertificateNameCheck`, the check every TLS client of Townhall makes).
final class IRCTLSNameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    let check: CertificateNameCheck

    /// `expectedName` is a DNS name (`IRCTLSContext.expectedName` gives none for an address).
    init(expectedName: String) {
        check = CertificateNameCheck(name: expectedName)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            let handler = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
            do {
                try check.verify(handler?.peerCertificate)
            } catch {
                context.fireErrorCaught(IRCTLSNameMismatch(expected: error.expected, names: error.names))
                context.close(promise: nil)
                return
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Exact match, or a "*." wildcard standing for exactly one left-most label.
    func matches(_ pattern: String) -> Bool {
        check.covers(pattern)
    }
}

@available(*, unavailable)
extension IRCTLSNameCheck: Sendable {}
