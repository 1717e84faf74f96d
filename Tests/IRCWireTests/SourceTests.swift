import IRCWire
import Testing

@Suite("message sources")
struct SourceTests {
    @Test("sourceNick", arguments: [
        (":alice!~a@host PRIVMSG #c :x", "alice"),
        (":alice PRIVMSG #c :x", "alice"),
        (":alice@host PRIVMSG #c :x", "alice"),
        (":irc.example.net 001 bot :hi", nil),
        ("PING :x", nil),
    ] as [(String, String?)])
    func sourceNick(_ line: String, _ nick: String?) throws {
        #expect(try IRCMessage(parsing: line).sourceNick == nick)
    }

    @Test("description joins the parts back")
    func description() {
        #expect(IRCSource(parsing: "n!u@h").description == "n!u@h")
        #expect(IRCSource(parsing: "n@h").description == "n@h")
        #expect(IRCSource(parsing: "n").description == "n")
    }
}
