/// Why a source could not be synced, in words an operator can act on. Whatever the failure,
/// nothing was imported from the failed file and its remembered state is unchanged, so the next
/// run tries again.
public struct SyncFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// No connection (refused, unreachable, name not found, timed out): worth retrying.
        case unreachable(host: String, detail: String)
        /// The connection broke or timed out mid-transfer.
        case interrupted(host: String, detail: String)
        /// The server answered with an error status.
        case status(code: Int, url: String)
        /// TLS verification refused the server (never retried: it will not fix itself).
        case untrusted(host: String, detail: String)
        /// The file was larger than the configured limit.
        case tooLarge(url: String, limitBytes: Int)
        /// The file arrived but the importer refused it (malformed, truncated).
        case rejected(file: String, detail: String)
        /// Anything else (a local disk error, a bad address).
        case other(String)
    }

    public var reason: Reason
    /// How long the server asked us to wait (`Retry-After` in seconds on a 429 or 503).
    public var retryAfterSeconds: Double?

    public init(_ reason: Reason, retryAfterSeconds: Double? = nil) {
        self.reason = reason
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// Whether another attempt in the same run might succeed.
    public var isTransient: Bool {
        switch reason {
        case .unreachable, .interrupted: true
        case .status(let code, _): code >= 500 || code == 429 || code == 408
        case .untrusted, .tooLarge, .rejected, .other: false
        }
    }

    /// The reason's name in one word, for a metric label or a database column, where the whole
    /// message (with its host and detail) would make a new series per failure.
    public var kind: String {
        switch reason {
        case .unreachable: "unreachable"
        case .interrupted: "interrupted"
        case .status: "status"
        case .untrusted: "untrusted"
        case .tooLarge: "too_large"
        case .rejected: "rejected"
        case .other: "other"
        }
    }

    public var description: String {
        switch reason {
        case .unreachable(let host, let detail): "cannot reach \(host) (\(detail))"
        case .interrupted(let host, let detail): "download from \(host) broke off (\(detail))"
        case .status(let code, let url): "\(url) answered HTTP \(code)"
        case .untrusted(let host, let detail): "refused \(host): TLS verification failed (\(detail))"
        case .tooLarge(let url, let limit): "\(url) is larger than the \(limit / 1_048_576) MB limit"
        case .rejected(_, let detail): "the download was refused by the importer: \(detail)"
        case .other(let detail): detail
        }
    }
}
