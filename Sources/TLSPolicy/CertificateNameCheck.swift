import NIOCore
import NIOSSL

/// Requires a server's TLS certificate to carry the DNS name the client asked for.
///
/// NIOSSL accepts a certificate when EITHER one of its DNS names matches the requested name OR
/// one of its IP addresses matches the address the socket reached: a server asked for by name
/// (db.example.org, matrix.example.org) that shows a trusted certificate for its own IP address
/// passes — anyone who can steer that name's resolution to an address they hold a certificate
/// for. Every TLS client of Townhall closes that gap with this check after the handshake: the
/// IRC and SMTP clients in their own pipelines, and the clients whose TLS handler a library adds
/// (postgres-nio, async-http-client) on the channel, before anything secret is written on it.
public struct CertificateNameCheck: Sendable, Hashable {
    /// The name the certificate must carry, lower-cased.
    public let expectedName: String

    /// A check for `host`; nil when `host` is an IP address (NIOSSL then rightly compares the
    /// certificate's IP addresses with it) or empty.
    public init?(host: String) {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty, (try? SocketAddress(ipAddress: name, port: 0)) == nil else { return nil }
        expectedName = name
    }

    /// A check for `name`, which the caller already knows to be a DNS name (not an address).
    public init(name: String) {
        expectedName = name.lowercased()
    }

    /// Throws unless `certificate` names `expectedName` among its DNS names (IP addresses and the
    /// common name do not count).
    public func verify(_ certificate: NIOSSLCertificate?) throws(CertificateNameMismatch) {
        let names = certificate.map(Self.dnsNames) ?? []
        guard names.contains(where: covers) else {
            throw CertificateNameMismatch(expected: expectedName, names: names)
        }
    }

    /// Checks the certificate of the TLS connection on `channel` (its `NIOSSLClientHandler`,
    /// handshake done); the future fails with `CertificateNameMismatch` when it does not name
    /// the host. A channel without TLS (plain http to loopback) has nothing to check.
    ///
    /// For async-http-client's connection initializers (`http1_1ConnectionDebugInitializer`,
    /// `http2ConnectionDebugInitializer`): the client calls them once the connection's TLS is
    /// up and hands the connection to a request only when the future succeeds, so a request
    /// (and its access token) never goes to a server that failed the check.
    public func verify(channel: any Channel) -> EventLoopFuture<Void> {
        channel.eventLoop.submit {
            guard let handler = try? channel.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self) else { return }
            try verify(handler.peerCertificate)
        }
    }

    /// The certificate's DNS names, lower-cased.
    public static func dnsNames(_ certificate: NIOSSLCertificate) -> [String] {
        certificate._subjectAlternativeNames().compactMap { name in
            guard name.nameType == .dnsName else { return nil }
            return String(decoding: Array(name.contents), as: UTF8.self).lowercased()
        }
    }

    /// Equal, or a "*." pattern standing for exactly the left-most label.
    public func covers(_ pattern: String) -> Bool {
        if pattern == expectedName { return true }
        guard pattern.hasPrefix("*."), let dot = expectedName.firstIndex(of: ".") else { return false }
        return expectedName[expectedName.index(after: dot)...] == pattern.dropFirst(2)
    }
}
