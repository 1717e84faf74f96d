@testable import Civic
import Testing

/// The ZIP forms people type, read alike by every command that takes a ZIP (issue 36, item 4).
@Suite("ZIPs as people type them")
struct ZipCodeWordTests {
    @Test("a ZIP, a ZIP+4 with or without its hyphen, and either with a sentence's last mark", arguments: [
        ("94110", "94110"), ("94110-1234", "94110"), ("941101234", "94110"), ("94110.", "94110"),
        ("94110-1234.", "94110"), ("94110?", "94110"), ("02134,", "02134"), ("94110!?", "94110"),
    ])
    func accepted(typed: String, zip: String) {
        #expect(ZipCodeWord.zip(typed) == zip)
    }

    @Test("anything else is no ZIP", arguments: [
        "9411", "941100", "94110-123", "94110-12345", "9411-01234", "94110--1234", "-94110", "94a10", "９４１１０",
        "94110-", ".94110", "", "CA-11", "94110.1234",
    ])
    func refused(typed: String) {
        #expect(ZipCodeWord.zip(typed) == nil)
    }

    @Test("what a sentence leaves at a word's end is dropped, and only there", arguments: [
        ("pelosi?", "pelosi"), ("CA-11.", "CA-11"), ("hr5376-117!", "hr5376-117"), ("Jr.", "Jr"),
        ("h.r.5376", "h.r.5376"), ("?", ""), ("pelosi", "pelosi"),
    ])
    func trailingPunctuation(typed: String, word: String) {
        #expect(TypedWord.trimmingTrailingPunctuation(typed) == word)
    }
}
