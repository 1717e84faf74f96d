import IRCWire
import Testing

@Suite("malformed, overlong and garbage input")
struct MalformedInputTests {
    @Test("lines without a usable command are errors", arguments: [
        ("", IRCParseError.emptyLine),
        ("    ", .emptyLine),
        ("\r\n", .emptyLine),
        ("@a=b", .missingCommand),
        ("@a=b ", .missingCommand),
        (":source", .missingCommand),
        (":source   ", .missingCommand),
        ("@a=b :source", .missingCommand),
        ("12 x", .invalidCommand("12")),
        ("1234 x", .invalidCommand("1234")),
        ("PRIV-MSG #c :x", .invalidCommand("PRIV-MSG")),
        ("\u{1}\u{2} x", .invalidCommand("\u{1}\u{2}")),
    ])
    func rejects(_ line: String, _ error: IRCParseError) {
        #expect(throws: error) { try IRCMessage(parsing: line) }
        #expect(throws: error) { try IRCMessage(parsingBytes: Array(line.utf8)) }
    }

    @Test("the error for a huge invalid command carries only its start")
    func hugeInvalidCommand() {
        let garbage = String(repeating: "x-", count: 50_000)
        #expect(throws: IRCParseError.invalidCommand(String(garbage.prefix(32)))) { try IRCMessage(parsing: garbage) }
    }

    @Test("a trailing CRLF is tolerated")
    func toleratesCRLF() throws {
        let message = try IRCMessage(parsing: "PING :irc.example.net\r\n")
        #expect(message.parameters == ["irc.example.net"])
    }

    @Test("invalid UTF-8 is decoded lossily and the line is kept")
    func invalidUTF8() throws {
        var bytes = Array("@k=v\u{FF} :nick!u@h PRIVMSG #c :caf".utf8)
        bytes[5] = 0xFF                       // inside the tag value
        bytes += [0xC3]                       // truncated 2-byte sequence
        bytes += Array(" and ".utf8) + [0xC0, 0xAF] + Array(" end".utf8) // overlong encoding
        let message = try IRCMessage(parsingBytes: bytes)
        #expect(message.command == "PRIVMSG")
        #expect(message.source == "nick!u@h")
        #expect(message.parameters.first == "#c")
        let text = try #require(message.parameters.last)
        #expect(text.hasPrefix("caf\u{FFFD}"))
        #expect(text.hasSuffix(" end"))
        #expect(message[tag: "k"]?.contains("\u{FFFD}") == true)
    }

    @Test("overlong lines parse without trouble")
    func overlong() throws {
        let text = String(repeating: "word ", count: 20_000)
        let message = try IRCMessage(parsing: ":n!u@h PRIVMSG #c :" + text)
        #expect(message.parameters.last == text)

        let manyParameters = "MODE #c " + Array(repeating: "+o", count: 5_000).joined(separator: " ")
        #expect(try IRCMessage(parsing: manyParameters).parameters.count == 5_001)

        let hugeTags = "@" + (0..<3_000).map { "k\($0)=\(String(repeating: "v", count: 10))" }.joined(separator: ";") + " PING :x"
        #expect(try IRCMessage(parsing: hugeTags).tags.count == 3_000)
    }

    @Test("garbage in the tag section is skipped, the rest of the line kept", arguments: [
        ("@;;;a=b;; PRIVMSG #c :x", ["a": "b"]),
        ("@=;=x;==;a PRIVMSG #c :x", ["a": ""]),
        ("@ PRIVMSG #c :x", [:]),
        ("@a=b=c;d=\\ PRIVMSG #c :x", ["a": "b=c", "d": ""]),
    ])
    func garbageTags(_ line: String, _ expected: [String: String]) throws {
        let message = try IRCMessage(parsing: line)
        #expect(Dictionary(uniqueKeysWithValues: message.tags.map { ($0.key, $0.value) }) == expected)
        #expect(message.command == "PRIVMSG")
        #expect(message.parameters == ["#c", "x"])
    }

    @Test("random byte soup never traps, and what parses re-serializes to the same message")
    func fuzz() throws {
        var random = SeededRandom(seed: 7)
        let alphabet = Array(" :;=@\\!#abcXYZ012".utf8) + [0xFF, 0xC3, 0xA9, 0xF0, 0x9F, 0x99, 0x82, 0x09]
        var parsedCount = 0
        func soup(_ length: Int) -> [UInt8] {
            (0..<random.next(length)).map { _ in alphabet[random.next(alphabet.count)] }
        }
        for round in 0..<20_000 {
            // Half pure soup, half soup poured into the shape of a line so that most of it parses.
            let bytes = round.isMultiple(of: 2)
                ? soup(60)
                : Array("@".utf8) + soup(30) + Array(" :".utf8) + soup(15) + Array(" PRIVMSG ".utf8) + soup(40)
            guard let message = try? IRCMessage(parsingBytes: bytes) else { continue }
            parsedCount += 1
            let line = message.serializedBytes()
            #expect(line.dropLast(2).allSatisfy { $0 != 0x0D && $0 != 0x0A && $0 != 0 })
            #expect(try IRCMessage(parsingBytes: line) == message, "bytes \(bytes)")
        }
        #expect(parsedCount > 5_000)
    }
}

/// A small deterministic generator so failures are reproducible.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
