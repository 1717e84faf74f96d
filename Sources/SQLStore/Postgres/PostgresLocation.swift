import Foundation
import TLSPolicy

/// Where a PostgreSQL database is and how to reach it, read from a `postgres://` URL:
/// `postgres://USER@HOST[:PORT]/DATABASE[?sslmode=MODE&sslrootcert=PATH]`.
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

    public var host: String
    public var port: Int
    public var user: String
    public var database: String
    public var password: String?
    public var tls: TLSMode
    /// PEM file of the roots to trust instead of the system's.
    public var rootCertificateFile: String?

    /// The URL as it may be logged: without a password.
    public var redacted: String {
        "postgres://\(user)@\(host):\(port)/\(database)"
    }

    public static func isPostgresURL(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    /// Reads `url`; `password` (from the environment variable the configuration names) wins over
    /// one written in the URL. Errors are one line that says what to fix.
    public init(url text: String, password: String? = nil) throws {
        guard Self.isPostgresURL(text), let components = URLComponents(string: text) else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) is not a postgres:// URL (postgres://USER@HOST:PORT/DATABASE)")
        }
        guard let host = components.host, !host.isEmpty else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) names no host (postgres://USER@HOST:PORT/DATABASE)")
        }
        guard let user = components.user, !user.isEmpty else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) names no user (postgres://USER@HOST:PORT/DATABASE)")
        }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)): port \(port) is not 1–65535")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !path.isEmpty, !path.contains("/") else {
            throw SQLEngineError.configuration("database URL \(Self.redact(text)) names no database (postgres://USER@HOST:PORT/DATABASE)")
        }
        self.host = host
        self.port = port
        self.user = user
        self.database = path
        self.password = password ?? components.password
        self.tls = Self.isLoopback(host) ? .disable : .verifyFull
        self.rootCertificateFile = nil
        for item in components.queryItems ?? [] {
            try apply(item, in: text)
        }
    }

    private mutating func apply(_ item: URLQueryItem, in text: String) throws {
        let value = item.value ?? ""
        switch item.name {
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
        default:
            throw SQLEngineError.configuration("database URL \(Self.redact(text)): unknown parameter \(item.name) (known: sslmode, sslrootcert)")
        }
    }

    /// Whether `host` is this machine, where plain text is the default: judged by its address
    /// (`LoopbackHost`), never by how a name begins (`127.db.example.com` is reached over TLS).
    static func isLoopback(_ host: String) -> Bool {
        LoopbackHost.contains(host)
    }

    /// `text` with any password in it replaced, for error messages.
    public static func redactedURL(_ text: String) -> String { redact(text) }

    static func redact(_ text: String) -> String {
        guard var components = URLComponents(string: text), components.password != nil else { return text }
        components.password = "***"
        return components.string ?? "(a database URL)"
    }
}
