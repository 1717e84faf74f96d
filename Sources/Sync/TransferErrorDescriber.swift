import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import TLSPolicy

/// Turns the errors of the HTTP stack into a `SyncFailure` whose words say what happened
/// ("connection refused", "certificate not trusted"), and whether trying again may help.
enum TransferErrorDescriber {
    static func failure(for error: any Error, host: String, duringBody: Bool) -> SyncFailure {
        if let failure = error as? SyncFailure { return failure }
        if let error = error as? NIOConnectionError {
            if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
                return SyncFailure(.unreachable(host: host, detail: "host name not found"))
            }
            if let first = error.connectionErrors.first?.error {
                return failure(for: first, host: host, duringBody: duringBody)
            }
            return SyncFailure(.unreachable(host: host, detail: "no address to connect to"))
        }
        if let error = error as? IOError {
            return socketFailure(errno: error.errnoCode, host: host, duringBody: duringBody)
        }
        if let error = error as? HTTPClientError {
            return clientFailure(error, host: host, duringBody: duringBody)
        }
        if let error = error as? ChannelError, case .connectTimeout = error {
            return SyncFailure(.unreachable(host: host, detail: "connection timed out"))
        }
        if let error = error as? CertificateNameMismatch {
            let names = error.names.isEmpty ? "no host name" : error.names.joined(separator: ", ")
            return SyncFailure(.untrusted(host: host, detail: "the certificate is not for this host name (it names \(names))"))
        }
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return SyncFailure(.untrusted(host: host, detail: "the certificate is not for this host name"))
        }
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            let text = String(describing: error)
            let detail = text.contains("CERTIFICATE_VERIFY_FAILED") ? "certificate not trusted" : String(text.prefix(120))
            return SyncFailure(.untrusted(host: host, detail: detail))
        }
        if error is HTTPParserError {
            return SyncFailure(.interrupted(host: host, detail: "the connection closed before the file was complete"))
        }
        return SyncFailure(.other("\(host): \(String(describing: error).prefix(160))"))
    }

    private static func socketFailure(errno: Int32, host: String, duringBody: Bool) -> SyncFailure {
        let detail: String
        switch errno {
        case ECONNREFUSED: detail = "connection refused"
        case ECONNRESET: detail = "connection reset"
        case ETIMEDOUT: detail = "connection timed out"
        case ENETUNREACH, EHOSTUNREACH: detail = "network unreachable"
        case EPIPE: detail = "connection closed"
        default: detail = String(cString: strerror(errno)).lowercased()
        }
        return SyncFailure(duringBody ? .interrupted(host: host, detail: detail) : .unreachable(host: host, detail: detail))
    }

    private static func clientFailure(_ error: HTTPClientError, host: String, duringBody: Bool) -> SyncFailure {
        switch error {
        case .connectTimeout, .tlsHandshakeTimeout:
            return SyncFailure(.unreachable(host: host, detail: "connection timed out"))
        case .readTimeout:
            return SyncFailure(.interrupted(host: host, detail: "the server stopped sending"))
        case .deadlineExceeded:
            return SyncFailure(.interrupted(host: host, detail: "the download took too long"))
        case .remoteConnectionClosed:
            return SyncFailure(.interrupted(host: host, detail: "the connection closed before the file was complete"))
        case .invalidURL, .emptyHost, .emptyScheme:
            return SyncFailure(.other("not a valid address for \(host)"))
        default:
            return SyncFailure(duringBody ? .interrupted(host: host, detail: "\(error)") : .unreachable(host: host, detail: "\(error)"))
        }
    }
}
