import Testing
@testable import Chat

@Suite("Reply text is cut into clean single lines")
struct TextSanitizerTests {
    @Test(arguments: [
        ("Top questions for Rep. X:", ["Top questions for Rep. X:"]),
        ("one\ntwo\r\nthree\rfour", ["one", "two", "three", "four"]),
        ("trailing   ", ["trailing"]),
        ("   ", []),
        ("", []),
        ("\n\n", []),
        ("tab\there \u{7}bell\u{0}nul", ["tab here  bell nul"]),
        ("C1\u{85}control é ✓", ["C1 control é ✓"]),
        ("ends with newline\n", ["ends with newline"]),
        ("x\u{2028}FAKE\u{2029}para\u{85}next", ["x FAKE para next"]),
    ])
    func lines(text: String, expected: [String]) {
        #expect(TextSanitizer.lines(text) == expected)
    }

    /// What a person types can never carry a line break of any kind into the core.
    @Test(arguments: [
        ("!rep x\u{2028}FAKE", "!rep x FAKE"),
        ("a\u{2029}b\u{85}c\u{0B}d\u{0C}e", "a b c d e"),
        ("\u{2028}lead", "lead"),
        // Plain ASCII comes back as it is; anything else takes the full cleaning.
        ("!ping", "!ping"),
        ("!up Q12  Q13", "!up Q12  Q13"),
        (" !ping ", "!ping"),
        ("!ping\u{7F}", "!ping"),
        ("!p\u{02}in\u{0F}g", "!ping"),
        ("!p\u{03}04ing", "!ping"),
        ("!ping\tnow", "!ping now"),
        ("", ""),
    ])
    func incoming(text: String, expected: String) {
        #expect(TextSanitizer.incoming(text) == expected)
    }
}
