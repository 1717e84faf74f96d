import IRCWire
import Testing

/// The parser recognises frequent commands and tag keys by their bytes; near misses must still
/// come out exactly as sent.
@Suite("interned commands and tag keys")
struct InternedAtomTests {
    @Test("commands", arguments: [
        "PRIVMSG", "NOTICE", "TAGMSG", "ACCOUNT", "JOIN", "PART", "QUIT", "PING", "MODE", "NICK",
        "PRIVMSx", "privmsg", "JOINS", "JOI", "NOTICX", "ACCOUNTS", "PONG", "KICK", "AWAY",
    ])
    func commands(_ command: String) throws {
        #expect(try IRCMessage(parsing: ":n!u@h \(command) #c :x").command == command)
    }

    /// The session dispatches on it; a parsed command is usually returned as it is, no copy.
    @Test("the command in upper case", arguments: [
        ("PRIVMSG", "PRIVMSG"), ("privmsg", "PRIVMSG"), ("Notice", "NOTICE"), ("001", "001"), ("cap", "CAP"),
        ("PINg", "PING"), ("é", "É"), ("", ""),
    ])
    func uppercasedCommand(_ command: String, _ expected: String) {
        #expect(IRCMessage(command: command).uppercasedCommand == expected)
    }

    @Test("tag keys", arguments: [
        "time", "msgid", "batch", "label", "account", "draft/bot",
        "tim", "timE", "times", "msgiD", "batcH", "labels", "accounT", "draft/boT", "draft/bots", "+time",
    ])
    func tagKeys(_ key: String) throws {
        let message = try IRCMessage(parsing: "@\(key)=v;other=w PRIVMSG #c :x")
        #expect(message.tags.map(\.key) == [key, "other"])
        #expect(message[tag: key] == "v")
    }
}
