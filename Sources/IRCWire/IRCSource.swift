/// A message source split into its parts (`nick!user@host`).
public struct IRCSource: Sendable, Hashable, CustomStringConvertible {
    public var nick: String
    public var user: String?
    public var host: String?

    public init(nick: String, user: String? = nil, host: String? = nil) {
        self.nick = nick
        self.user = user
        self.host = host
    }

    /// Splits at the first '!' and the first '@' after it. A source without '!' may still
    /// carry a host ("nick@host"). Nothing is validated: servers send odd hosts (even colour codes).
    public init(parsing source: String) {
        let bytes = source.utf8
        let bang = bytes.firstIndex(of: UInt8(ascii: "!"))
        let at = bytes[(bang ?? bytes.startIndex)...].firstIndex(of: UInt8(ascii: "@"))
        let nickEnd = bang ?? at ?? bytes.endIndex
        nick = String(source[..<nickEnd])
        if let bang {
            let userStart = bytes.index(after: bang)
            user = String(source[userStart..<(at ?? bytes.endIndex)])
        } else {
            user = nil
        }
        host = at.map { String(source[bytes.index(after: $0)...]) }
    }

    /// The `nick!user@host` form; missing parts are left out.
    public var description: String {
        var result = nick
        if let user { result += "!" + user }
        if let host { result += "@" + host }
        return result
    }
}
