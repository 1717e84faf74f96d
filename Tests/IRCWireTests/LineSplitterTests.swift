@testable import IRCWire
import Testing

@Suite("reply line splitting")
struct LineSplitterTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var maxBytes: Int
        var maxLines: Int = .max
        var expected: [String]
        var testDescription: String { "\(text.prefix(30).debugDescription) in \(maxBytes) bytes" }
    }

    @Test("splits", arguments: [
        Case(text: "hello world", maxBytes: 100, expected: ["hello world"]),
        Case(text: "hello world", maxBytes: 11, expected: ["hello world"]),           // exact limit
        Case(text: "hello world", maxBytes: 10, expected: ["hello", "world"]),        // word preference
        Case(text: "hello   wide   world", maxBytes: 9, expected: ["hello", "wide", "world"]),
        Case(text: "abcdefghij", maxBytes: 4, expected: ["abcd", "efgh", "ij"]),      // no space: hard cut
        Case(text: "a abcdefghij", maxBytes: 6, expected: ["a", "abcdef", "ghij"]),
        Case(text: "議会の次の会合", maxBytes: 7, expected: ["議会", "の次", "の会", "合"]),   // 3-byte CJK
        Case(text: "🙂🙂🙂", maxBytes: 9, expected: ["🙂🙂", "🙂"]),                 // 4-byte emoji
        Case(text: "👩‍👩‍👧‍👦x", maxBytes: 25, expected: ["👩‍👩‍👧‍👦", "x"]),        // 25-byte grapheme kept whole
        Case(text: "ab👩‍👩‍👧‍👦", maxBytes: 26, expected: ["ab", "👩‍👩‍👧‍👦"]),
        Case(text: "café café", maxBytes: 5, expected: ["café", "café"]),
        Case(text: "line one\nline two\r\n\n  \nthree", maxBytes: 100, expected: ["line one", "line two", "three"]),
        Case(text: "", maxBytes: 100, expected: []),
        // Unicode line breaks are not IRC line breaks: they never start a line of their own.
        Case(text: "x\u{2028}FAKE\u{2029}y\u{85}z\u{0B}w\u{0C}v", maxBytes: 100,
             expected: ["x\u{2028}FAKE\u{2029}y\u{85}z\u{0B}w\u{0C}v"]),
        Case(text: "   ", maxBytes: 100, expected: []),
        Case(text: "one two three four five six", maxBytes: 9, maxLines: 2, expected: ["one two", "three…"]),
        Case(text: "one two three", maxBytes: 100, maxLines: 1, expected: ["one two three"]),
        Case(text: "one\ntwo\nthree", maxBytes: 100, maxLines: 2, expected: ["one", "two…"]),
        Case(text: "abcdefghijkl", maxBytes: 6, maxLines: 1, expected: ["abc…"]),
        // Around the one-line shortcut: what it takes and what it leaves to the general path.
        Case(text: "load01: pong", maxBytes: 12, expected: ["load01: pong"]),
        Case(text: "load01: pong", maxBytes: 11, expected: ["load01:", "pong"]),
        Case(text: "pong  ", maxBytes: 100, expected: ["pong"]),
        Case(text: "  pong", maxBytes: 100, expected: ["  pong"]),
        Case(text: "one\rtwo", maxBytes: 100, expected: ["one", "two"]),
        Case(text: "\t\u{0B}", maxBytes: 100, expected: []),
        Case(text: "\u{A0}\u{3000}", maxBytes: 100, expected: []),
        Case(text: "🙂", maxBytes: 100, expected: ["🙂"]),
        Case(text: "ok \u{301}", maxBytes: 100, expected: ["ok \u{301}"]),
    ])
    func splits(_ testCase: Case) {
        let lines = IRCLineSplitter.split(testCase.text, maxBytes: testCase.maxBytes, maxLines: testCase.maxLines)
        #expect(lines == testCase.expected)
    }

    // Budgets of at least 8 bytes: the flag and the thumb with skin tone are 8-byte graphemes.
    @Test("a line continuing one cut for length starts with the continuation mark, never with the text")
    func continuation() {
        let text = "alice: No member matches \"x FAKE_LINE_FROM_THE_PERSON\". Try rep <name>."
        let lines = IRCLineSplitter.split(text, maxBytes: 32, continuation: "… ")
        #expect(lines == ["alice: No member matches \"x", "… FAKE_LINE_FROM_THE_PERSON\".", "… Try rep <name>."])
        #expect(lines.allSatisfy { $0.utf8.count <= 32 })
        #expect(IRCLineSplitter.split("short", maxBytes: 32, continuation: "… ") == ["short"])
        #expect(IRCLineSplitter.split("one\ntwo", maxBytes: 32, continuation: "… ") == ["one", "two"])
    }

    @Test("every line fits, no character is torn, nothing is lost", arguments: [8, 13, 40, 100])
    func invariants(maxBytes: Int) {
        let text = "Zoë’s 🇫🇷 flag, 議会の会合 and e\u{301}\u{301} — accents, 👍🏽 skin tones, words of varied length"
        let lines = IRCLineSplitter.split(text, maxBytes: maxBytes, maxLines: 1_000)
        #expect(lines.allSatisfy { $0.utf8.count <= maxBytes && !$0.isEmpty })
        #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
        // Every line is valid on its own: no grapheme of the original spans two lines.
        #expect(lines.flatMap { Array($0) }.filter { $0 != " " } == Array(text).filter { $0 != " " })
    }

    /// The shortcut must answer exactly as the grapheme walk would, whenever it answers.
    @Test("a text taken whole by the one-line shortcut is what the general path gives too", arguments: [
        "load01: pong", "x", "a b", "café crème", "Zoë’s 🇫🇷 flag", "e\u{301}\u{301} x", "\u{0600}a",
        " leading", "tab\tinside", "x\u{2028}y", "\u{85}z", "議会 1", "ok \u{301}", "pong ", "a\nb",
        "🙂", "\u{A0}", "   ", "",
    ])
    func shortcutAgreesWithGeneralPath(text: String) {
        for maxBytes in [4, 8, 12, 100] {
            let general = IRCLineSplitter.splitByGraphemes(text, maxBytes: maxBytes, maxLines: 5, continuation: "")
            if IRCLineSplitter.fitsOneLineAsIs(text, maxBytes: maxBytes) {
                #expect(general == [text], "\(maxBytes) bytes")
            }
            #expect(IRCLineSplitter.split(text, maxBytes: maxBytes, maxLines: 5) == general, "\(maxBytes) bytes")
        }
    }

    @Test("a grapheme larger than the budget is cut between scalars")
    func hugeGrapheme() {
        let zalgo = "e" + String(repeating: "\u{301}", count: 20)                    // 41 bytes, one grapheme
        let lines = IRCLineSplitter.split(zalgo, maxBytes: 10)
        #expect(lines.allSatisfy { $0.utf8.count <= 10 })
        #expect(lines.joined() == zalgo)
    }

    @Test("budgets too small for any character give no lines")
    func tinyBudget() {
        #expect(IRCLineSplitter.split("hello", maxBytes: 3).isEmpty)
        #expect(IRCLineSplitter.split("hello", maxBytes: 10, maxLines: 0).isEmpty)
    }

    @Test("the text limit makes the relayed line exactly 512 bytes")
    func maxTextBytes() throws {
        let prefix = "townhall!~bot@user/townhall/bot"
        let limit = IRCMessage.maxTextBytes(command: "PRIVMSG", target: "#civics", selfPrefix: prefix)
        #expect(limit == 512 - ":\(prefix) PRIVMSG #civics :\r\n".utf8.count)
        let text = String(repeating: "é", count: 600)
        let line = try #require(IRCLineSplitter.split(text, maxBytes: limit).first)
        let relayed = IRCMessage(source: prefix, command: "PRIVMSG", parameters: ["#civics", line + " x"])
        #expect(relayed.serializedBytes().count <= 512 + 2)
        let exact = IRCMessage(source: prefix, command: "PRIVMSG", parameters: ["#civics", String(repeating: "a", count: limit - 1) + " "])
        #expect(exact.serializedBytes().count == 512)
    }
}
