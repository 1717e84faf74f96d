/// One IRC protocol message: IRCv3 tags, an optional source, a command and its parameters.
///
/// Parsing lives in `IRCMessage+Parsing.swift`, writing in `IRCMessage+Serialization.swift`.
public struct IRCMessage: Sendable, Hashable {
    /// Tags in the order received or given. The parser keeps one tag per key (the last one wins,
    /// as the spec asks); values are stored unescaped.
    public var tags: [IRCTag]
    /// The raw prefix without its leading ':' ("nick!user@host" or "irc.example.org").
    public var source: String?
    /// The command as received; numerics stay three-digit strings ("001").
    public var command: String
    /// All parameters, the trailing one included, without the ':' that introduced it.
    public var parameters: [String]

    public init(tags: [IRCTag] = [], source: String? = nil, command: String, parameters: [String] = []) {
        self.tags = tags
        self.source = source
        self.command = command
        self.parameters = parameters
    }

    /// The value of the last tag named `key`, `""` for a tag sent without a value, nil when absent.
    public subscript(tag key: String) -> String? {
        tags.last(where: { $0.key == key })?.value
    }

    /// The command in upper case, for comparing with command names. The command itself when it
    /// already is (every command the parser interns, nearly every line), so the usual case makes
    /// no new string.
    public var uppercasedCommand: String {
        // A lowercase ASCII letter, or any non-ASCII byte, which `uppercased()` may change too.
        let needsChange = command.utf8.contains { $0 &- UInt8(ascii: "a") < 26 || $0 >= 0x80 }
        return needsChange ? command.uppercased() : command
    }

    /// The nick part of the source, or nil when there is no source or it names a server
    /// (a bare name containing a '.', which nicks never contain).
    public var sourceNick: String? {
        guard let source else { return nil }
        let parsed = IRCSource(parsing: source)
        if parsed.user == nil, parsed.host == nil, parsed.nick.utf8.contains(UInt8(ascii: ".")) {
            return nil
        }
        return parsed.nick
    }
}
