import TLSPolicy
/// How to reach and log in to the operator's mail server.
public struct SMTPConfiguration: Sendable, Hashable {
    public enum TLSMode: String, Sendable, Hashable, CaseIterable {
        /// Plain connection upgraded with STARTTLS before anything else; the server must offer it.
        case starttls
        /// TLS from the first byte (port 465).
        case implicit
        /// No encryption at all: refused for any host but loopback.
        case none
    }

    public struct Credentials: Sendable, Hashable {
        public var username: String
        public var password: String
        public init(username: String, password: String) {
            self.username = username
            self.password = password
        }
    }

    public var host: String
    public var port: Int
    public var tls: TLSMode
    /// The name the certificate must carry (and SNI), when it differs from `host`.
    public var serverName: String?
    /// An extra CA (PEM) to trust besides the system's: a private CA, or the tests' own.
    public var caFile: String?
    /// Without credentials the client sends no AUTH (a relay that trusts the network).
    public var credentials: Credentials?
    /// The name the client gives in EHLO.
    public var heloName: String
    public var connectTimeout: Duration
    /// How long to wait for any one reply. RFC 5321 §4.5.3.2 asks clients to wait minutes
    /// (up to 10 after the message); a minute still outlasts any healthy server.
    public var replyTimeout: Duration

    public init(host: String, port: Int? = nil, tls: TLSMode = .starttls, serverName: String? = nil,
                caFile: String? = nil, credentials: Credentials? = nil, heloName: String = "localhost",
                connectTimeout: Duration = .seconds(15), replyTimeout: Duration = .seconds(60)) {
        self.host = host
        self.port = port ?? (tls == .implicit ? 465 : 587)
        self.tls = tls
        self.serverName = serverName
        self.caFile = caFile
        self.credentials = credentials
        self.heloName = heloName
        self.connectTimeout = connectTimeout
        self.replyTimeout = replyTimeout
    }

    /// 127.0.0.0/8, ::1 or "localhost" (by address, see `LoopbackHost`): the only hosts
    /// `tls: none` may talk to.
    public var isLoopback: Bool { LoopbackHost.contains(host) }
}
