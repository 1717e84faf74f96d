/// Why a Client-Server API call failed, and whether trying again can help.
public struct MatrixError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable {
        /// The server answered with an error status (and usually an `errcode`).
        case status(Int, errcode: String?, message: String?)
        /// No answer: refused, reset, timed out, TLS failure.
        case transport(String)
        /// An answer that is not the JSON the API promises.
        case malformed(String)
    }

    public var kind: Kind
    /// `retry_after_ms` of a 429 (M_LIMIT_EXCEEDED).
    public var retryAfterMilliseconds: Int?
    /// The error answer's JSON: a 401 of user-interactive authentication carries the `session`
    /// and `flows` the next attempt needs.
    public var answer: MatrixJSON?

    public init(_ kind: Kind, retryAfterMilliseconds: Int? = nil, answer: MatrixJSON? = nil) {
        self.kind = kind
        self.retryAfterMilliseconds = retryAfterMilliseconds
        self.answer = answer
    }

    /// Rate limits, server errors and lost connections pass; anything else would fail again.
    public var isTransient: Bool {
        switch kind {
        case .status(let status, _, _): status == 429 || status >= 500
        case .transport: true
        case .malformed: false
        }
    }

    /// The token or password is wrong: running on would only fail again.
    public var isAuthenticationFailure: Bool {
        if case .status(let status, let errcode, _) = kind {
            return status == 401 || errcode == "M_UNKNOWN_TOKEN" || errcode == "M_MISSING_TOKEN"
                || (status == 403 && errcode == "M_FORBIDDEN" && message?.lowercased().contains("password") == true)
        }
        return false
    }

    public var errcode: String? {
        if case .status(_, let errcode, _) = kind { return errcode }
        return nil
    }

    public var message: String? {
        if case .status(_, _, let message) = kind { return message }
        return nil
    }

    private static func describe(status: Int, errcode: String?, message: String?) -> String {
        var text = "HTTP \(status)"
        if let errcode { text += " \(errcode)" }
        if let message { text += ": \(message)" }
        return text
    }

    public var description: String {
        switch kind {
        case let .status(status, errcode, message):
            Self.describe(status: status, errcode: errcode, message: message)
        case .transport(let problem): problem
        case .malformed(let problem): problem
        }
    }
}
