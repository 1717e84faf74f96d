import IRCWire
import Testing

/// The parser and serializer under random input, with a fixed budget so it runs in CI in a couple
/// of seconds: lines mutated from the ircdocs vectors, and messages built from hostile fields.
/// Reproducible from the seed; a failure names the input.
@Suite("Wire fuzz: parse and serialize random and mutated lines")
struct WireFuzzTests {
    static let seed: UInt64 = 0x1C0D_2026_0016_0005
    static let mutatedLines = 8_000
    static let builtMessages = 3_000

    /// Bytes that mean something to the grammar or to clients, and bytes that are not UTF-8.
    static let specialBytes: [UInt8] = [
        0x20, 0x3A, 0x40, 0x3B, 0x3D, 0x5C, 0x0D, 0x0A, 0x00, 0x01, 0x02, 0x03, 0x7F, 0x80, 0xC0, 0xC3, 0xE2,
        0xF0, 0xFF, 0x2C, 0x21, 0x23, 0x2A,
    ]

    @Test("mutated lines never crash the parser; what parses serialises cleanly and round-trips")
    func mutatedLinesRoundTrip() throws {
        let seeds = try ParserTestData.tests(in: "msg-split.yaml").map { Array(ParserTestData.string($0["input"] ?? "").utf8) }
        try #require(seeds.count > 20)
        var random = WireRandom(seed: Self.seed)
        var problems: [String] = []
        var parsed = 0
        for _ in 0..<Self.mutatedLines {
            var line = seeds[random.below(seeds.count)]
            for _ in 0...random.below(4) { Self.mutate(&line, splicing: seeds, using: &random) }
            guard let message = try? IRCMessage(parsingBytes: line) else { continue }
            parsed += 1
            problems += Self.serialisationProblems(message, from: line)
            if problems.count >= 20 { break }
        }
        #expect(problems.isEmpty, "seed \(Self.seed):\n\(problems.joined(separator: "\n"))")
        // The budget must exercise the serializer, not only the parser's error paths.
        #expect(parsed > Self.mutatedLines / 2, "only \(parsed) of \(Self.mutatedLines) mutated lines parsed")
    }

    @Test("messages with hostile fields serialise to one line that reads back field for field")
    func builtMessagesStayOneLine() {
        var random = WireRandom(seed: Self.seed ^ 0xFFFF)
        var problems: [String] = []
        for _ in 0..<Self.builtMessages {
            let message = IRCMessage(
                tags: (0..<random.below(3)).map { _ in IRCTag(key: Self.field(&random), value: Self.field(&random)) },
                source: random.below(2) == 0 ? nil : Self.field(&random),
                command: random.below(4) == 0 ? Self.field(&random) : random.pick(["PRIVMSG", "NOTICE", "TAGMSG", "001"]),
                parameters: (0..<random.below(5)).map { _ in Self.field(&random) })
            let bytes = message.serializedBytes()
            if bytes.dropLast(2).contains(where: { $0 == 0 || $0 == 10 || $0 == 13 }) || bytes.suffix(2) != [13, 10] {
                problems.append("not one line: \(message)")
            }
            // The same fields, in the same places: never fewer or more parameters, never another command.
            if let back = try? IRCMessage(parsingBytes: bytes) {
                if back.parameters.count != message.parameters.count { problems.append("parameters moved: \(message)") }
                if back.tags.count > message.tags.count { problems.append("tags appeared: \(message)") }
            } else if !message.command.isEmpty, message.command.allSatisfy({ $0.isLetter && $0.isASCII }) {
                problems.append("a message with a valid command did not read back: \(message)")
            }
            if problems.count >= 20 { break }
        }
        #expect(problems.isEmpty, "seed \(Self.seed):\n\(problems.joined(separator: "\n"))")
    }

    @Test("text split to fit is at most 512 bytes a line on the wire, whatever the text")
    func splitTextFitsTheLine() {
        var random = WireRandom(seed: Self.seed ^ 0xABCD)
        let prefix = "townhall!~townhall@bot.users.example.network.with.a.rather.long.cloaked.hostname.org"
        var problems: [String] = []
        for _ in 0..<Self.builtMessages / 5 {
            let text = (0..<(1 + random.below(60))).map { _ in Self.field(&random) }.joined(separator: random.pick([" ", "", "  "]))
            let target = random.pick(["#civics", "alice", "#a-much-longer-channel-name-than-usual", "x"])
            let limit = IRCMessage.maxTextBytes(command: "PRIVMSG", target: target, selfPrefix: prefix)
            let lines = IRCLineSplitter.split(text, maxBytes: limit, continuation: IRCLineSplitter.continuationMark)
            // Only CR and LF start a line of the text's own; every other line continues one cut
            // for length, and must say so before any of the text.
            let ownLines = text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            for (index, line) in lines.enumerated() {
                let bytes = IRCMessage(source: prefix, command: "PRIVMSG", parameters: [target, line]).serializedBytes()
                if bytes.count > IRCMessage.maxLineBytes { problems.append("\(bytes.count) bytes: \(line.debugDescription)") }
                if line.allSatisfy(\.isWhitespace) { problems.append("a blank line: \(line.debugDescription)") }
                if index > 0, !ownLines, !line.hasPrefix(IRCLineSplitter.continuationMark) {
                    problems.append("a continued line without the mark: \(line.debugDescription)")
                }
            }
            if problems.count >= 20 { break }
        }
        #expect(problems.isEmpty, "seed \(Self.seed):\n\(problems.joined(separator: "\n"))")
    }

    /// For a parsed message: its serialisation is one line without CR/LF/NUL, parses again, and
    /// is a fixed point (serialising what it parses to gives the same bytes); a message whose
    /// fields hold nothing the serializer must change comes back equal.
    static func serialisationProblems(_ message: IRCMessage, from line: [UInt8]) -> [String] {
        let bytes = message.serializedBytes()
        let input = String(decoding: line, as: UTF8.self).debugDescription
        if bytes.dropLast(2).contains(where: { $0 == 0 || $0 == 10 || $0 == 13 }) {
            return ["CR, LF or NUL inside the serialisation of \(input)"]
        }
        guard let again = try? IRCMessage(parsingBytes: bytes) else {
            return ["the serialisation of \(input) does not parse: \(String(decoding: bytes, as: UTF8.self).debugDescription)"]
        }
        var problems: [String] = []
        if again.serializedBytes() != bytes { problems.append("serialising \(input) is not a fixed point") }
        if isClean(message), again != message {
            problems.append("\(input) did not round-trip: \(message) became \(again)")
        }
        return problems
    }

    /// Fields the serializer writes as they are: no CR/LF/NUL anywhere, no empty middle parameter
    /// and no empty tag key (those are written visibly changed, by design).
    static func isClean(_ message: IRCMessage) -> Bool {
        let fields = message.tags.flatMap { [$0.key, $0.value] } + [message.source ?? "", message.command] + message.parameters
        let hasBreak = fields.contains { $0.utf8.contains { $0 == 0 || $0 == 10 || $0 == 13 } }
        let emptyMiddle = message.parameters.dropLast().contains(where: \.isEmpty)
        return !hasBreak && !emptyMiddle && !message.tags.contains { $0.key.isEmpty }
    }

    /// One random change: a byte replaced, inserted or removed, a stretch doubled or cut off,
    /// or another vector spliced in.
    static func mutate(_ line: inout [UInt8], splicing seeds: [[UInt8]], using random: inout WireRandom) {
        let position = line.isEmpty ? 0 : random.below(line.count + 1)
        let byte = random.below(3) == 0 ? UInt8(truncatingIfNeeded: random.next()) : random.pick(specialBytes)
        switch random.below(7) {
        case 0 where position < line.count: line[position] = byte
        case 1: line.insert(byte, at: position)
        case 2 where position < line.count: line.remove(at: position)
        case 3: line.insert(contentsOf: line[position...].prefix(random.below(64)), at: position)
        case 4: line.removeSubrange(position...)
        case 5: line.insert(contentsOf: random.pick(seeds), at: position)
        default: line.insert(contentsOf: Array(repeating: byte, count: random.below(600)), at: position)
        }
    }

    /// A field of 0–40 characters drawn from the grammar's own delimiters, breaks and any Unicode.
    static func field(_ random: inout WireRandom) -> String {
        let atoms = ["", " ", ":", "@", ";", "=", "\\", "\r", "\n", "\0", "\u{1}", "\u{2028}", "\\s", "\\:", "é", "😀",
                     "a", "b", "PRIVMSG", "#c", "\u{301}", "\u{FFFD}"]
        var text = ""
        for _ in 0..<random.below(41) {
            if random.below(8) == 0, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: random.next()) % 0x11_0000) {
                text.unicodeScalars.append(scalar)
            } else {
                text += random.pick(atoms)
            }
        }
        return text
    }
}
