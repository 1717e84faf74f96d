import IRCWire
import Testing

/// Whatever a caller puts in any field, the serializer emits exactly one line that a parser
/// reads back with the same command and the same number of parameters.
@Suite("CR/LF/NUL injection")
struct InjectionTests {
    static let payloads = [
        "\r\nQUIT :pwned", "\nPRIVMSG #other :spam", "a\rb", "a\u{0}b", "\r", "\n", "\u{0}",
        "text\r\n", " :x", ":x", "", " ", "two words", "@tag=x", "\r\n\r\n\r\n",
    ]

    enum Field: String, CaseIterable, Sendable {
        case tagKey, tagValue, source, command, firstParameter, middleParameter, lastParameter
    }

    static let cases: [(Field, String)] = Field.allCases.flatMap { field in payloads.map { (field, $0) } }

    static func message(with payload: String, in field: Field) -> IRCMessage {
        var message = IRCMessage(tags: [IRCTag(key: "label", value: "1")], source: "bot!b@host",
                                 command: "PRIVMSG", parameters: ["#chan", "middle", "hello there"])
        switch field {
        case .tagKey: message.tags.append(IRCTag(key: payload, value: "v"))
        case .tagValue: message.tags.append(IRCTag(key: "k", value: payload))
        case .source: message.source = payload
        case .command: message.command = payload
        case .firstParameter: message.parameters[0] = payload
        case .middleParameter: message.parameters[1] = payload
        case .lastParameter: message.parameters[2] = payload
        }
        return message
    }

    @Test("serialized() and serializedBytes() stay one line", arguments: cases)
    func staysOneLine(_ field: Field, _ payload: String) throws {
        let message = Self.message(with: payload, in: field)
        let line = message.serialized()
        #expect(!line.utf8.contains(0x0D) && !line.utf8.contains(0x0A) && !line.utf8.contains(0))

        let bytes = message.serializedBytes()
        #expect(bytes.suffix(2) == [0x0D, 0x0A])
        #expect(bytes.filter { $0 == 0x0D || $0 == 0x0A || $0 == 0 }.count == 2)
        #expect(Array(line.utf8) == Array(bytes.dropLast(2)))

        var appended = Array("prefix".utf8)
        message.appendSerialized(to: &appended)
        #expect(appended == Array("prefix".utf8) + Array(line.utf8))
    }

    @Test("the line keeps its structure when read back", arguments: cases.filter { $0.0 != .command })
    func keepsStructure(_ field: Field, _ payload: String) throws {
        let message = Self.message(with: payload, in: field)
        let parsed = try IRCMessage(parsing: message.serialized())
        #expect(parsed.parameters.count == 3)
        #expect(parsed[tag: "label"] == "1")
        #expect(parsed.command == "PRIVMSG")
        if field != .firstParameter { #expect(parsed.parameters[0] == "#chan") }
        if field != .middleParameter { #expect(parsed.parameters[1] == "middle") }
        if field != .lastParameter { #expect(parsed.parameters[2] == "hello there") }
        if field == .tagValue { #expect(parsed[tag: "k"] == Self.expectedTagValue(payload)) }
    }

    /// A garbled command is rejected by parsers (and servers) as unknown, but it stays one atom:
    /// the parameters after it are where they were.
    @Test("a garbled command stays one atom", arguments: payloads)
    func garbledCommand(_ payload: String) {
        let line = Self.message(with: payload, in: .command).serialized()
        let atoms = line.split(separator: " ", omittingEmptySubsequences: false)
        #expect(atoms.count == 7, "\(line.debugDescription)")
        #expect(Array(atoms[3...]) == ["#chan", "middle", ":hello", "there"])
    }

    /// Tag values round-trip exactly, except NUL which has no escape and becomes a space.
    static func expectedTagValue(_ payload: String) -> String {
        String(payload.map { $0 == "\u{0}" ? " " : $0 })
    }

    @Test("CR, LF and NUL in the text become spaces, keeping words apart")
    func textBecomesSpaces() throws {
        let message = IRCMessage(command: "PRIVMSG", parameters: ["#c", "one\r\ntwo\nthree\u{0}four"])
        #expect(message.serialized() == "PRIVMSG #c :one  two three four")
    }

    @Test("unsafe middle parameters are visibly neutralised, never re-interpreted")
    func middleParameters() {
        let message = IRCMessage(command: "PRIVMSG", parameters: ["#a b", ":x", "", "text"])
        #expect(message.serialized() == "PRIVMSG #a_b _x * text")
    }

    @Test("commands that could read as tags or a source are neutralised", arguments: [
        ("@evil", "_evil"), (":evil", "_evil"), ("", "*"), ("PRIV MSG", "PRIV_MSG"),
    ])
    func commands(_ command: String, _ written: String) {
        #expect(IRCMessage(command: command, parameters: ["x"]).serialized() == written + " x")
    }
}
