import IRCWire
import Testing

@Suite("IRCv3 tag value escaping")
struct TagEscapingTests {
    @Test("values survive serialize → parse unchanged", arguments: [
        "", "plain", "semi;colon", "two words", "back\\slash", "cr\rlf\n", "\\s literally", "trailing\\",
        "\\:", ";;; \\\\ \r\n", "emoji 🙂 and 議会", "=equals=", "@at :colon",
    ])
    func roundTrips(_ value: String) throws {
        let message = IRCMessage(tags: [IRCTag(key: "k", value: value)], command: "TAGMSG", parameters: ["#c"])
        let parsed = try IRCMessage(parsing: message.serialized())
        #expect(parsed[tag: "k"] == value)
    }

    @Test("escapes are written as the spec defines them")
    func writesEscapes() {
        let message = IRCMessage(tags: [IRCTag(key: "k", value: "a;b c\\d\re\nf")], command: "TAGMSG")
        #expect(message.serialized() == #"@k=a\:b\sc\\d\re\nf TAGMSG"#)
    }

    @Test("unescaping rules for odd input", arguments: [
        (#"@k=value\1 X"#, "value1"),        // unknown escape: backslash dropped
        (#"@k=value\ X"#, "value"),          // trailing backslash dropped
        (#"@k=a\\ntest X"#, "a\\ntest"),     // char-at-a-time: \\ then n
        (#"@k=\:\s\r\n\\ X"#, "; \r\n\\"),
        (#"@k= X"#, ""),
        (#"@k X"#, ""),
    ])
    func unescapes(_ line: String, _ expected: String) throws {
        #expect(try IRCMessage(parsing: line)[tag: "k"] == expected)
    }

    @Test("a NUL in a tag value is written as an escaped space, never raw")
    func nulInValue() throws {
        let message = IRCMessage(tags: [IRCTag(key: "k", value: "a\u{0}b")], command: "TAGMSG")
        #expect(!message.serializedBytes().dropLast(2).contains(0))
        #expect(try IRCMessage(parsing: message.serialized())[tag: "k"] == "a b")
    }

    @Test("a tag without value is written as a bare key; missing tags are nil")
    func bareKeys() throws {
        let message = try IRCMessage(parsing: "@draft/bot;+typing=active PRIVMSG #c :hi")
        #expect(message[tag: "draft/bot"] == "")
        #expect(message[tag: "+typing"] == "active")
        #expect(message[tag: "account"] == nil)
        #expect(message.serialized() == "@draft/bot;+typing=active PRIVMSG #c hi")
    }
}
