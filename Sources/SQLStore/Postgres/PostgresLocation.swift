import Foundation
import TLSPolicy

/// Where a PostgreSQL database is and how to reach it, read from a `postgres://` URL:
/// `postgres://USER@HOST[:PORT][,HOST[:PORT]…]/DATABASE[?sslmode=MODE&sslrootcert=PATH&target_session_attrs=KIND&pooler=pgbouncer]`.
///
/// Several hosts are a highly available cluster (a primary and its standbys, as pg_auto_failover's
/// `pg_autoctl show uri` names them): the engine tries them in order and keeps only a session that
/// takes writes (`TargetSessionAttributes`), so after a failover it finds the new primary.
///
/// The password does not belong in the URL (configuration files get shared and logged); it
/// comes from the environment variable the configuration names. A password in the URL is still
/// accepted, as libpq does, for one-off commands.
///
/// TLS verifies by default: a server other than this machine is reached over TLS with its
/// certificate and host name checked, unless the URL says `sslmode=disable`. `require` checks the
/// certificate too (unlike libpq, which then checks nothing): a connection that accepts any
/// certificate is no safer than plain text against the attacker TLS is for.
public struct PostgresLocation: Sendable, Equatable {
    public enum TLSMode: String, Sendable, Equatable {
        case disable
        /// The certificate chains to a trusted root; the host name is not compared.
        case verifyCA = "verify-ca"
        /// The certificate chains to a trusted root and names the host.
        case verifyFull = "verify-full"
    }

    /// The hosts in the order they are tried; never empty.
    public var servers: [PostgresServer]
    public var user: String
    public var database: String
    public var password: String?
    public var tls: TLSMode
    /// PEM file of the roots to trust instead of the system's.
    public var rootCertificateFile: String?
    public var sessionAttributes: TargetSessionAttributes
    /// The pooler the URL says stands between the bot and PostgreSQL (`pooler=pgbouncer`), nil
    /// when the bot reaches PostgreSQL itself.
    public var pooler: PostgresPooler?

    /// The first host (the only one of a single-host URL).
    public var host: String { servers[0].host }
    public var port: Int { servers[0].port }

    /// The hosts as the URL lists them: `h1:p1,h2:p2`.
    public var serverList: String {
        servers.map(\.description).joined(separator: ",")
    }

    /// The URL as it may be logged: without a password.
    public var redacted: String {
        "postgres://\(user)@\(serverList)/\(database)"
    }

    public static func isPostgresURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads `url`; `password` (from the environment variable the configuration names) wins over
    /// one written in the URL. Errors are one line that says what to fix, and never show the
    /// URL's password.
    public init(url text: String, password: String? = nil) throws {
        let form = "postgres://USER@HOST:PORT[,HOST:PORT…]/DATABASE"
        guard let parts = URLParts(text) else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) is not a postgres:// URL (\(form))")
        }
        let servers = try parts.hosts.map { try Self.server($0, in: text) }
        guard !servers.isEmpty else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) names no host (\(form))")
        }
        guard let user = parts.user, !user.isEmpty else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) names no user (\(form))")
        }
        guard !parts.database.isEmpty, !parts.database.contains("/") else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) names no database (\(form))")
        }
        self.servers = servers
        self.user = user
        self.database = parts.database
        self.password = password ?? parts.password
        self.tls = servers.allSatisfy { Self.isLoopback($0.host) } ? .disable : .verifyFull
        self.rootCertificateFile = nil
        self.sessionAttributes = .readWrite
        self.pooler = nil
        for (name, value) in parts.query {
            try apply(name: name, value: value, in: text)
        }
    }

    /// One `HOST[:PORT]` of the URL's host list; an IPv6 address is written in brackets.
    private static func server(_ text: Substring, in url: String) throws -> PostgresServer {
        var host = text
        var portText: Substring?
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            let after = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if after.hasPrefix(":") { portText = after.dropFirst() } else if !after.isEmpty { host = "" }
        } else if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            portText = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard !host.isEmpty else {
            throw SQLEngineError.configuration("database URL \(redact(url)) names no host in \"\(text)\" (postgres://USER@HOST:PORT[,HOST:PORT…]/DATABASE)")
        }
        guard let portText else { return PostgresServer(host: String(host), port: 5432) }
        guard let port = Int(portText), (1...65_535).contains(port) else {
            throw SQLEngineError.configuration("database URL \(redact(url)): port \(portText) is not 1–65535")
        }
        return PostgresServer(host: String(host), port: port)
    }

    private mutating func apply(name: String, value: String, in text: String) throws {
        switch name {
        case "sslmode":
            switch value {
            case "disable": tls = .disable
            case "require", "verify-full": tls = .verifyFull
            case "verify-ca": tls = .verifyCA
            case "allow", "prefer":
                throw SQLEngineError.configuration("database URL \(Self.redact(text)): sslmode=\(value) falls back to plain text without saying so; use verify-full (or disable on a private network)")
            default:
                throw SQLEngineError.configuration("database URL \(Self.redact(text)): unknown sslmode=\(value) (disable, require, verify-ca, verify-full)")
            }
        case "sslrootcert":
            guard !value.isEmpty else {
                throw SQLEngineError.configuration("database URL \(Self.redact(text)): sslrootcert needs a PEM file path")
            }
            rootCertificateFile = value
        case "target_session_attrs":
            if let kind = TargetSessionAttributes(rawValue: value) {
                sessionAttributes = kind
            } else if TargetSessionAttributes.refused.contains(value) {
                throw SQLEngineError.configuration("database URL \(Self.redact(text)): target_session_attrs=\(value) could send the bot's writes to a standby; use read-write (the default) or primary")
            } else {
                throw SQLEngineError.configuration("database URL \(Self.redact(text)): unknown target_session_attrs=\(value) (read-write, primary)")
            }
        case "pooler":
            guard let kind = PostgresPooler(rawValue: value) else {
                throw SQLEngineError.configuration("database URL \(Self.redact(text)): unknown pooler=\(value) (pgbouncer)")
            }
            pooler = kind
        default:
            throw SQLEngineError.configuration("database URL \(Self.redact(text)): unknown parameter \(name) (known: sslmode, sslrootcert, target_session_attrs, pooler)")
        }
    }

    /// Whether `host` is this machine, where plain text is the default: judged by its address
    /// (`LoopbackHost`), never by how a name begins (`127.db.example.com` is reached over TLS).
    static func isLoopback(_ host: String) -> Bool {
        LoopbackHost.contains(host)
    }

    /// `text` with any password in it replaced, for error messages.
    public static func redactedURL(_ text: String) -> String { redact(text) }

    /// The password between `USER:` and the `@` before the hosts, replaced by `***`, however
    /// broken the rest of the URL is: a URL that cannot be read is still named in its error.
    static func redact(_ text: String) -> String {
        guard let scheme = text.range(of: "://") else { return text }
        let afterScheme = text[scheme.upperBound...]
        let beforeQuery = afterScheme.prefix { $0 != "?" }
        guard let at = beforeQuery.lastIndex(of: "@"),
              let colon = afterScheme[..<at].firstIndex(of: ":") else { return text }
        return text[..<text.index(after: colon)] + "***" + text[at...]
    }
}
