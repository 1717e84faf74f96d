/// One complete server reply: a three-digit code and its text lines (RFC 5321 §4.2).
/// A multi-line reply (`250-…` lines, then `250 …`) arrives as one value.
public struct SMTPReply: Sendable, Hashable, CustomStringConvertible {
    public var code: Int
    /// The RFC 3463 enhanced status code ("5.7.8") when the first line begins with one.
    public var enhancedCode: String?
    /// The text of every line, without code, separator or enhanced code.
    public var lines: [String]

    public init(code: Int, enhancedCode: String? = nil, lines: [String]) {
        self.code = code
        self.enhancedCode = enhancedCode
        self.lines = lines
    }

    public var text: String { lines.joined(separator: " ") }
    /// 2xx: done. 3xx: go on (354 after DATA, 334 during AUTH).
    public var isPositive: Bool { code < 400 }
    public var isTransientFailure: Bool { (400..<500).contains(code) }
    public var isPermanentFailure: Bool { code >= 500 }

    public var description: String {
        [String(code), enhancedCode, text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
