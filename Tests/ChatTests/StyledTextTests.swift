import Testing
@testable import Chat

@Suite("Styled text: built like strings, cut into clean lines with its styling")
struct StyledTextTests {
    @Test func interpolationAndPlusBuildTheSameRuns() {
        let id = "hr5376-117"
        let interpolated: StyledText = "\(.bold(StyledText(id))) · \(3) cosponsors"
        let added = .bold(StyledText(id)) + " · " + "3 cosponsors"
        #expect(interpolated == added)
        #expect(interpolated.runs == [.init(text: id, isBold: true), .init(text: " · 3 cosponsors")])
        #expect(interpolated.plainText == "hr5376-117 · 3 cosponsors")
    }

    @Test func neighboursOfTheSameStyleMergeAndEmptyRunsVanish() {
        let text = StyledText("a") + "" + "b" + .bold("") + .colored("c", .failed) + .colored("d", .failed)
        #expect(text.runs == [.init(text: "ab"), .init(text: "cd", color: .failed)])
        #expect(StyledText("").isEmpty)
    }

    @Test func styleAppliesToEveryRunInside() {
        let text = StyledText.bold("Yea " + .colored("51", .passed))
        #expect(text.runs == [.init(text: "Yea ", isBold: true), .init(text: "51", isBold: true, color: .passed)])
    }

    @Test("links show their address in plain text unless it is their label", arguments: [
        (StyledText.link("https://congress.gov"), "https://congress.gov"),
        (StyledText.link("https://congress.gov/bill", label: "the bill"), "the bill <https://congress.gov/bill>"),
    ])
    func linksInPlainText(link: StyledText, plain: String) {
        #expect(link.plainText == plain)
    }

    @Test func joinedPutsTheSeparatorBetween() {
        let joined = [StyledText.bold("a"), "b", .bold("c")].joined(separator: ", ")
        #expect(joined.plainText == "a, b, c")
        #expect(joined.runs.count == 3)
    }

    @Test("lines split at line breaks, keep their styling, and lose every other control character")
    func lines() {
        let text: StyledText = "one \(.bold("two\nthree"))\u{3}04\n\n\(.colored("four\u{2}  ", .passed))"
        #expect(TextSanitizer.lines(text) == [
            "one " + .bold("two"),
            .bold("three") + " 04",
            .colored("four", .passed),
        ])
    }

    @Test("a clean single line comes back unchanged", arguments: ["plain", "one \(StyledText.bold("two"))"] as [StyledText])
    func cleanLine(text: StyledText) {
        #expect(TextSanitizer.lines(text) == [text])
    }

    @Test("the one control-character test: C0, DEL and C1, nothing else", arguments: [
        (0x00, true), (0x02, true), (0x03, true), (0x0A, true), (0x1F, true), (0x20, false), (0x7E, false),
        (0x7F, true), (0x85, true), (0x9F, true), (0xA0, false), (0x200D, false),
    ])
    func controlCharacters(value: UInt32, isControl: Bool) throws {
        #expect(try #require(Unicode.Scalar(value)).isControlCharacter == isControl)
    }
}
