/// Failures that stop `IRCClient.run()`; everything else is retried.
public enum IRCClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The certificate chain was not trusted or does not name the server.
    case tlsRefused(server: String, expectedName: String, detail: String)
    /// The TLS settings themselves are unusable (unreadable CA file, bad key...).
    case tlsConfiguration(String)
    /// SASL did not log in and the configuration says to stop.
    case saslFailed(String)
    /// A message given to `deliverMessage` was not written to the server (not a `run()` failure).
    case notDelivered(String)

    public var description: String {
        switch self {
        case let .tlsRefused(server, name, detail):
            "TLS refused for \(server): the certificate is not trusted or is not valid for '\(name)' (\(detail)); check ca_file and the server name"
        case .tlsConfiguration(let detail):
            "TLS configuration error: \(detail)"
        case .saslFailed(let reason):
            "SASL login failed: \(reason)"
        case .notDelivered(let reason):
            "not delivered: \(reason)"
        }
    }
}
