import Chat
import Testing

@Suite("Wildcard matching")
struct WildcardPatternTests {
    @Test("{*} matches any text within a line", arguments: [
        ("pong", "pong", true),
        ("pong", "pong  ", true),
        ("pong", "ping", false),
        ("pong", "pong!", false),
        ("{*}", "", true),
        ("{*}", "anything at all", true),
        ("Saved {*}", "Saved your ZIP", true),
        ("Saved {*}", "Saved x", true),
        ("Saved {*}", "Save", false),
        ("{*} ZIP", "your ZIP", true),
        ("Q{*} asked by {*}.", "Q12 asked by alice.", true),
        ("Q{*} asked by {*}.", "Q12 asked alice.", false),
        ("a{*}b{*}c", "abc", true),
        ("a{*}b{*}c", "acb", false),
        ("ab{*}ba", "aba", false),
        ("{*}{*}", "x", true),
    ])
    func single(pattern: String, text: String, matches: Bool) {
        #expect(WildcardPattern(pattern).matches(text) == matches)
    }
}
