import NIOCore
import NIOSSL
import NIOTLS

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
/// "wrong.example" would pass. After the handshake this handler also requires the DNS name.
final class IRCTLSNameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    let expectedName: String

    init(expectedName: String) {
        self.expectedName = expectedName.lowercased()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            let handler = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
            let names = handler?.peerCertificate.map(Self.dnsNames) ?? []
            if !names.contains(where: matches) {
                context.fireErrorCaught(IRCTLSNameMismatch(expected: expectedName, names: names))
                context.close(promise: nil)
                return
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    static func dnsNames(_ certificate: NIOSSLCertificate) -> [String] {
        certificate._subjectAlternativeNames().compactMap { name in
            guard name.nameType == .dnsName else { return nil }
            return name.contents.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self).lowercased() }
        }
    }

    /// Exact match, or a "*." wildcard standing for exactly one left-most label.
    func matches(_ pattern: String) -> Bool {
        if pattern == expectedName { return true }
        guard pattern.hasPrefix("*."), let dot = expectedName.firstIndex(of: ".") else { return false }
        return expectedName[dot...] == pattern.dropFirst()
    }
}

@available(*, unavailable)
extension IRCTLSNameCheck: Sendable {}
