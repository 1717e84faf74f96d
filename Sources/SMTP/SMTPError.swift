/// Why a letter was not accepted, sorted by what the caller should do about it.
public struct SMTPError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// 4xx, a dropped connection, a timeout: try again later, with backoff.
        case temporary
        /// 5xx: this message will never be accepted as it is; tell the sender.
        case permanent
        /// The server refused the login (535 and friends), or offers no way to log in that we
        /// can use: the operator must fix the configuration.
        case authenticationFailed
        /// No safe connection: STARTTLS not offered, certificate or host name refused, or
        /// plaintext to a host that is not loopback. Configuration or an attack, never retried.
        case insecure
        /// The message or an address cannot be sent at all (refused before connecting).
        case invalidMessage
    }

    public var kind: Kind
    /// The server's reply code, when a reply caused this.
    public var code: Int?
    public var enhancedCode: String?
    /// The server's text, or what went wrong.
    public var text: String
    /// The step that failed ("MAIL FROM", "DATA", "connect"…).
    public var stage: String

    public init(_ kind: Kind, stage: String, text: String, code: Int? = nil, enhancedCode: String? = nil) {
        self.kind = kind
        self.stage = stage
        self.text = text
        self.code = code
        self.enhancedCode = enhancedCode
    }

    /// A refusal reply: 4xx temporary, 5xx permanent; a 5xx to AUTH (535 wrong password, 534
    /// mechanism too weak, 504 not supported…) is an authentication failure.
    init(reply: SMTPReply, stage: String) {
        let kind: Kind = if stage == "AUTH", reply.isPermanentFailure {
            .authenticationFailed
        } else {
            reply.isTransientFailure ? .temporary : .permanent
        }
        self.init(kind, stage: stage, text: reply.text, code: reply.code, enhancedCode: reply.enhancedCode)
    }

    public var isRetryable: Bool { kind == .temporary }

    public var description: String {
        let reply = [code.map(String.init), enhancedCode].compactMap { $0 }.joined(separator: " ")
        return "\(kind.rawValue) SMTP failure at \(stage): \(reply.isEmpty ? "" : reply + " ")\(text)"
    }
}
