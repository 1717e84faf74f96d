import Foundation
import Chat
@testable import Civic
import Storage
import Testing

@Suite("Letters: placeholders, fingerprints, body lines")
struct LetterTextTests {
    @Test("unknown placeholders are named once each, in order", arguments: [
        ("Dear {member}, {my_city}", [String]()),
        ("{rent} and {Rent} and {landlord}", ["rent", "landlord"]),
        ("a { brace } and {} and {my_zip} and {brace}", ["brace"]),
        ("no placeholders { at all", [String]()),
    ])
    func unknownPlaceholders(body: String, unknown: [String]) {
        #expect(TemplatePlaceholders.unknown(in: body) == unknown)
    }

    @Test("placeholders are filled; a missing value keeps the placeholder, an unclosed brace stays text", arguments: [
        ("Dear {member},", "Dear Senator A,"),
        ("{MY_ZIP} and {my_city}", "94110 and {my_city}"),
        ("50% {off", "50% {off"),
        ("{date}{date}", "May 1May 1"),
    ])
    func fill(body: String, filled: String) {
        #expect(TemplatePlaceholders.fill(body, with: ["member": "Senator A", "my_zip": "94110", "date": "May 1"]) == filled)
    }

    @Test func fingerprintsEstimateHowMuchTwoLettersShare() {
        let base = (1...120).map { "word\($0)" }.joined(separator: " ")
        let same = LetterFingerprint(text: base)
        #expect(same.similarity(toStored: LetterFingerprint(text: base.uppercased() + "!").data) == 1)
        // one sentence added to 120 words: still mostly the same, above the 80 % threshold
        let personal = LetterFingerprint(text: "my bus comes every twenty five minutes now " + base)
        #expect(personal.similarity(toStored: same.data) > 0.8)
        // half the words changed: well below it
        let half = (1...60).map { "word\($0)" }.joined(separator: " ") + " " + (61...120).map { "other\($0)" }.joined(separator: " ")
        #expect(LetterFingerprint(text: half).similarity(toStored: same.data) < 0.6)
        #expect(LetterFingerprint(data: same.data) == same)
        #expect(same.similarity(toStored: Data([1, 2, 3])) == 0)
    }

    @Test func bodyLinesRefuseUnknownPlaceholdersBlockedWordsAndOversizedBodies() throws {
        var lines = BodyLines(limit: 40, blockedWord: { $0.contains("spam") ? "spam" : nil })
        try lines.add("Dear {member},")
        #expect(throws: UsageError.self) { try lines.add("see {typo}") }
        #expect(throws: UsageError.self) { try lines.add("buy spam") }
        #expect(throws: UsageError.self) { try lines.add(String(repeating: "x", count: 30)) }
        try lines.add("  ")
        try lines.add("Thanks.")
        #expect(lines.text == "Dear {member},\nThanks.")
        #expect(BodyLines.isDone(" DONE "))
    }

    @Test func personalLinesGoAfterTheSalutation() {
        #expect(DraftDialogue.personalised("Dear {member},\nFund it.", with: "My story.") == "Dear {member},\nMy story.\nFund it.")
        #expect(DraftDialogue.personalised("Fund it.", with: "My story.") == "My story.\nFund it.")
        #expect(DraftDialogue.personalised("Fund it.", with: "") == "Fund it.")
    }

    @Test("email addresses", arguments: [
        ("a@example.org", true), ("a.b+tag@sub.example.org", true), ("a@localhost", false), ("@example.org", false),
        ("a@b@example.org", false), ("a b@example.org", false), ("a@example.org\r\nBcc: x@y.z", false),
        ("<a@example.org>", false), ("a@.example.org", false), ("a@example..org", false),
    ])
    func emailAddresses(text: String, valid: Bool) {
        #expect(EmailAddress.isValid(text) == valid)
    }
}
