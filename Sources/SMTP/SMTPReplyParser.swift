/// Gathers reply lines (CRLF already removed) into complete replies. Every line of a
/// multi-line reply must carry the same code; anything else means the two sides no longer
/// agree on where they are, and the connection cannot be trusted further.
public struct SMTPReplyParser: Sendable {
    public struct Malformed: Error, Sendable, Hashable, CustomStringConvertible {
        public var line: String
        public var reason: String
        public var description: String { "malformed SMTP reply line \"\(line)\": \(reason)" }
    }

    private var pendingCode: Int?
    private var pendingLines: [String] = []
    private var pendingEnhanced: String?

    public init() {}

    /// Whether a multi-line reply has begun and not yet ended.
    public var isInsideReply: Bool { pendingCode != nil }

    /// Feeds one line; returns the reply it completes, or nil when more lines follow.
    public mutating func feed(_ line: String) throws(Malformed) -> SMTPReply? {
        let bytes = Array(line.utf8)
        guard bytes.count >= 3, bytes[0...2].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              let code = Int(String(decoding: bytes[0...2], as: UTF8.self)), (200...599).contains(code) else {
            throw Malformed(line: line, reason: "it does not begin with a reply code from 200 to 599")
        }
        let separator = bytes.count > 3 ? bytes[3] : UInt8(ascii: " ")
        guard separator == UInt8(ascii: " ") || separator == UInt8(ascii: "-") else {
            throw Malformed(line: line, reason: "the code is followed by neither a space nor a hyphen")
        }
        if let pendingCode, pendingCode != code {
            throw Malformed(line: line, reason: "a reply that began with code \(pendingCode) continues with \(code)")
        }
        var text = bytes.count > 4 ? String(decoding: bytes[4...], as: UTF8.self) : ""
        let enhanced = Self.enhancedCode(at: text, replyCode: code)
        if let enhanced {
            text = String(text.dropFirst(enhanced.count).drop { $0 == " " })
        }
        if pendingCode == nil { pendingEnhanced = enhanced }
        pendingCode = code
        pendingLines.append(text)
        guard separator == UInt8(ascii: " ") else { return nil }
        defer { pendingCode = nil; pendingLines = []; pendingEnhanced = nil }
        return SMTPReply(code: code, enhancedCode: pendingEnhanced, lines: pendingLines)
    }

    /// "class.subject.detail" at the start of `text`, whose class matches the reply's first
    /// digit (RFC 3463 / RFC 2034). Text that merely begins with a version number is not one.
    static func enhancedCode(at text: String, replyCode: Int) -> String? {
        let word = text.prefix { $0 != " " }
        let parts = word.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == String(replyCode / 100), "245".contains(parts[0]),
              parts[1...].allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) }) else {
            return nil
        }
        return String(word)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
