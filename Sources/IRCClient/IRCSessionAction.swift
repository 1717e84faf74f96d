import IRCWire

/// What the session state machine asks its driver (the channel handler) to do.
enum IRCSessionAction: Sendable, Hashable {
    /// Protocol traffic: served before any reply, still paced by the token bucket.
    case send(IRCMessage)
    /// A reply to someone, queued fairly under `key`.
    case sendFair(IRCMessage, key: String)
    case emit(IRCClientEvent)
    case log(String)
    /// The server offered an STS policy over TLS: keep using TLS on `port` for `duration` (zero removes it).
    case rememberSTS(port: Int, duration: Duration)
    case close(IRCSessionEnd)
}

/// Why a connection ends, and so what the client does next.
enum IRCSessionEnd: Sendable, Hashable {
    case reconnect(String)
    /// STS: the plaintext connection must be replaced by TLS on this port at once.
    case upgradeToTLS(port: Int)
    case fatal(IRCClientError)

    var reason: String {
        switch self {
        case .reconnect(let reason): reason
        case .upgradeToTLS(let port): "upgrading to TLS on port \(port) (STS)"
        case .fatal(let error): error.description
        }
    }
}

extension Array where Element == IRCSessionAction {
    /// The first close action, if any.
    var end: IRCSessionEnd? {
        for case .close(let end) in self { return end }
        return nil
    }
}
