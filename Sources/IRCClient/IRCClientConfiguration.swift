/// Everything an `IRCClient` needs to reach one network and behave there.
/// Defaults are the safe choice: TLS with full certificate and host name checks, and an
/// output rate that a stock InspIRCd connect class never treats as a flood.
public struct IRCClientConfiguration: Sendable {
    public var host: String
    public var port: Int
    public var tls: Bool
    /// A PEM file with an extra CA to trust, on top of the system's roots.
    public var caFile: String?
    /// PEM client certificate and key, presented during TLS (used by SASL EXTERNAL).
    public var clientCertificateFile: String?
    public var clientKeyFile: String?
    /// Turning this off is only for experiments; the client logs a warning every connect.
    public var verifyCertificates: Bool
    /// The name the certificate must carry (and SNI); defaults to `host`.
    public var serverName: String?

    public var nick: String
    public var altNicks: [String]
    public var username: String
    public var realname: String
    public var serverPassword: String?
    public var sasl: SASL?
    public var channels: [ChannelToJoin]
    /// Services accounts whose INVITE the bot follows; nil or empty ignores every invite.
    public var inviteJoinAccounts: Set<String>?
    /// Drop messages tagged as coming from bots (`bot`, `draft/bot`).
    public var ignoreBots: Bool
    /// Mark ourselves as a bot (user mode from ISUPPORT BOT) after registering.
    public var setBotMode: Bool

    public var flood: Flood
    public var reconnect: Reconnect
    public var ping: Ping
    /// Give up on a connection whose server has not sent 001 within this time.
    public var registrationTimeout: Duration
    /// How long the server has to echo a confirmed message (echo-message) before it counts as
    /// not delivered and stays in the outbox for a later try.
    public var echoTimeout: Duration
    /// Under load, output is flushed at most once per gap, so that the replies of the gap leave
    /// in one write (and one TLS record); a line written after a quiet gap leaves at once.
    public var flushGap: Duration
    public var connectTimeout: Duration
    /// How often to try to take the preferred nick back while using another one.
    public var nickRegainInterval: Duration
    /// JSON file remembering STS policies between runs; nil keeps them in memory only.
    public var stsStorePath: String?
    /// Answer to CTCP VERSION.
    public var versionReply: String
    /// Longest inbound line accepted (tags included); longer lines are dropped and logged.
    public var maximumLineBytes: Int
    /// While the consumer holds reading (`IRCClient.holdReading`), the socket is still read once
    /// per this interval: the server's PING must be answered, or it drops the bot.
    public var longestReadHold: Duration
    /// How many people first heard from in DMs (outside any shared channel) are remembered, the
    /// newest kept: nobody tells us when they leave, so the tracker must not grow for ever.
    public var trackedStrangers: Int

    public init(
        host: String, port: Int = 6697, tls: Bool = true, nick: String,
        altNicks: [String] = [], username: String? = nil, realname: String? = nil
    ) {
        self.host = host
        self.port = port
        self.tls = tls
        self.caFile = nil
        self.clientCertificateFile = nil
        self.clientKeyFile = nil
        self.verifyCertificates = true
        self.serverName = nil
        self.nick = nick
        self.altNicks = altNicks
        self.username = username ?? nick
        self.realname = realname ?? nick
        self.serverPassword = nil
        self.sasl = nil
        self.channels = []
        self.inviteJoinAccounts = nil
        self.ignoreBots = true
        self.setBotMode = true
        self.flood = Flood()
        self.reconnect = Reconnect()
        self.ping = Ping()
        self.registrationTimeout = .seconds(60)
        self.echoTimeout = .seconds(30)
        self.flushGap = .microseconds(500)
        self.connectTimeout = .seconds(20)
        self.nickRegainInterval = .seconds(60)
        self.stsStorePath = nil
        self.versionReply = "Townhall IRC bot"
        self.maximumLineBytes = 8191 + 512
        self.longestReadHold = .seconds(10)
        self.trackedStrangers = 2_000
    }

    public struct SASL: Sendable, Hashable {
        public enum Mechanism: Sendable, Hashable {
            case plain(account: String, password: String)
            /// Log in with the TLS client certificate.
            case external
            var name: String {
                switch self {
                case .plain: "PLAIN"
                case .external: "EXTERNAL"
                }
            }
        }
        /// What to do when the login fails or the server offers no SASL.
        public enum FailurePolicy: Sendable, Hashable {
            case abort
            case continueWithoutAccount
        }
        public var mechanism: Mechanism
        public var onFailure: FailurePolicy
        public init(mechanism: Mechanism, onFailure: FailurePolicy = .abort) {
            self.mechanism = mechanism
            self.onFailure = onFailure
        }
    }

    public struct ChannelToJoin: Sendable, Hashable {
        public var name: String
        public var key: String?
        public init(_ name: String, key: String? = nil) {
            self.name = name
            self.key = key
        }
    }

    /// Output pacing. InspIRCd's default class (threshold 10, commandrate 1000) adds about one
    /// second of penalty per command and forgives one per second; fakelag starts at 10. A
    /// burst of 8 refilled every 1.1 s keeps the penalty under 8 forever, so the bot is never
    /// lagged or disconnected and its unprocessed bytes never approach the 10 KB RecvQ.
    public struct Flood: Sendable, Hashable {
        public var burst: Int
        public var refillInterval: Duration
        /// Lines one reply may take before it is cut off with a mark.
        public var maxLinesPerReply: Int
        /// False: no token bucket at all — every line is written as soon as it is queued (still in
        /// fair order), for a bot the network exempts from flood limits.
        public var paced: Bool
        public init(burst: Int = 8, refillInterval: Duration = .milliseconds(1100),
                    maxLinesPerReply: Int = 4, paced: Bool = true) {
            self.burst = burst
            self.refillInterval = refillInterval
            self.maxLinesPerReply = maxLinesPerReply
            self.paced = paced
        }
    }

    public struct Reconnect: Sendable, Hashable {
        public var minDelay: Duration
        public var maxDelay: Duration
        /// Fraction of the delay added or removed at random, so many bots do not return at once.
        public var jitter: Double
        public init(minDelay: Duration = .seconds(2), maxDelay: Duration = .seconds(300), jitter: Double = 0.2) {
            self.minDelay = minDelay
            self.maxDelay = maxDelay
            self.jitter = jitter
        }
    }

    public struct Ping: Sendable, Hashable {
        /// Silence after which the client sends its own PING.
        public var interval: Duration
        /// Time allowed for the answer before the connection counts as dead.
        public var timeout: Duration
        /// The defaults of a configured bot too (`ping:` in the configuration reads them here):
        /// a minute of silence, then a minute for the answer.
        public static let defaultInterval: Duration = .seconds(60)
        public static let defaultTimeout: Duration = .seconds(60)
        public init(interval: Duration = defaultInterval, timeout: Duration = defaultTimeout) {
            self.interval = interval
            self.timeout = timeout
        }
    }
}
