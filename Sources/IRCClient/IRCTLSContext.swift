import Logging
import NIOCore
import NIOSSL

/// Builds the TLS client side from the configuration: system roots plus `caFile`, full
/// certificate and host name verification unless explicitly turned off.
enum IRCTLSContext {
    static func make(_ configuration: IRCClientConfiguration, logger: Logger) throws(IRCClientError) -> NIOSSLContext {
        var tls = TLSConfiguration.makeClientConfiguration()
        if let caFile = configuration.caFile {
            tls.additionalTrustRoots = [.file(caFile)]
        }
        if !configuration.verifyCertificates {
            logger.warning("TLS certificate verification is OFF for \(configuration.host): anyone on the path can read and change this connection")
            tls.certificateVerification = .none
        }
        do {
            if let certificate = configuration.clientCertificateFile {
                guard let key = configuration.clientKeyFile else {
                    throw IRCClientError.tlsConfiguration("client_cert is set but client_key is missing")
                }
                tls.certificateChain = try NIOSSLCertificate.fromPEMFile(certificate).map { .certificate($0) }
                tls.privateKey = .privateKey(try NIOSSLPrivateKey(file: key, format: .pem))
            }
            return try NIOSSLContext(configuration: tls)
        } catch let error as IRCClientError {
            throw error
        } catch {
            throw .tlsConfiguration("cannot load TLS files (ca_file \(configuration.caFile ?? "-"), client_cert \(configuration.clientCertificateFile ?? "-")): \(error)")
        }
    }

    /// The name to check the certificate against and to send as SNI. An IP literal cannot be
    /// sent as SNI; NIOSSL then checks the certificate's IP addresses instead.
    static func expectedName(_ configuration: IRCClientConfiguration) -> String? {
        let name = configuration.serverName ?? configuration.host
        let isAddress = (try? SocketAddress(ipAddress: name, port: 0)) != nil
        return isAddress ? nil : name
    }
}
