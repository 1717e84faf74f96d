import Foundation
import NIOCore
import NIOSSL
import TLSPolicy

/// The TLS side of a connection: the client context (system roots plus `ca_file`, full
/// certificate verification) and the name the certificate must carry.
struct SMTPTLSSecurity: Sendable {
    let context: NIOSSLContext
    /// Sent as SNI and checked against the certificate; nil when the server is named by an
    /// IP address (then NIOSSL checks the certificate's IP addresses).
    let serverHostname: String?

    init(_ configuration: SMTPConfiguration) throws(SMTPError) {
        var tls = TLSConfiguration.makeClientConfiguration()
        if let caFile = configuration.caFile {
            tls.additionalTrustRoots = [.file(caFile)]
        }
        do {
            context = try NIOSSLContext(configuration: tls)
        } catch {
            throw SMTPError(.insecure, stage: "TLS setup", text: "cannot load ca_file \(configuration.caFile ?? "-"): \(error)")
        }
        let name = configuration.serverName ?? configuration.host
        serverHostname = (try? SocketAddress(ipAddress: name, port: 0)) == nil ? name : nil
    }

    /// Puts TLS under everything else in the pipeline, at once.
    func addTLS(to channel: any Channel) throws {
        let handler = try NIOSSLClientHandler(context: context, serverHostname: serverHostname)
        try channel.pipeline.syncOperations.addHandler(handler, position: .first)
    }

    /// NIOSSL accepts a certificate whose DNS names match OR whose IP addresses match the
    /// connected address; a server reached by name must prove that name.
    func checkName(on channel: any Channel) throws(SMTPCertificateNameMismatch) {
        guard let serverHostname else { return }
        let handler = try? channel.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self)
        do {
            try CertificateNameCheck(name: serverHostname).verify(handler?.peerCertificate)
        } catch {
            throw SMTPCertificateNameMismatch(expected: serverHostname, names: error.names)
        }
    }
}

/// The certificate does not carry the DNS name the configuration expects.
struct SMTPCertificateNameMismatch: Error, CustomStringConvertible {
    var expected: String
    var names: [String]
    var description: String {
        "the server's certificate is for \(names.isEmpty ? "no DNS name" : names.joined(separator: ", ")), not \(expected)"
    }
}
