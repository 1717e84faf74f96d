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
    ])
    func lines(text: String, expected: [String]) {
        #expect(TextSanitizer.lines(text) == expected)
    }
}
