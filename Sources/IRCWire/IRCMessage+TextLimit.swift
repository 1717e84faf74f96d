extension IRCMessage {
    /// The IRC line limit in bytes, CRLF included (tags not counted).
    public static let maxLineBytes = 512

    /// How many bytes of text fit in one PRIVMSG/NOTICE as the server relays it to others:
    /// `:nick!user@host COMMAND target :text\r\n` must stay within 512 bytes. `selfPrefix` is
    /// the bot's real `nick!user@host` as the server sees it (cloaks included), because the
    /// server prepends it when relaying and cuts whatever overflows.
    public static func maxTextBytes(command: String, target: String, selfPrefix: String) -> Int {
        maxTextBytes(command: command, target: target, selfPrefixBytes: selfPrefix.utf8.count)
    }

    /// The same, from the length in bytes of the bot's `nick!user@host` (the client knows the
    /// length without building the prefix for every reply).
    public static func maxTextBytes(command: String, target: String, selfPrefixBytes: Int) -> Int {
        let overhead = 1 + selfPrefixBytes + 1 + command.utf8.count + 1 + target.utf8.count + 2 + 2
        return max(0, maxLineBytes - overhead)
    }
}
