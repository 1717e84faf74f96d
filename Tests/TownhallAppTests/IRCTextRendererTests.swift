import Chat
import Testing
@testable import IRCTransport

@Suite("Styled replies on the IRC wire")
struct IRCTextRendererTests {
    static let irc = IRCTextRenderer(style: .irc)
    static let plain = IRCTextRenderer(style: .plain)

    @Test("mIRC codes: bold, colours by meaning, links as text", arguments: [
        ("Yea" as StyledText, "Yea"),
        (.bold("Yea"), "\u{02}Yea\u{02}"),
        (.colored("51", .passed), "\u{03}0351\u{03}"),
        (.colored("Nay", .failed), "\u{03}04Nay\u{03}"),
        (.colored("aside", .muted), "\u{03}14aside\u{03}"),
        (.bold(.colored("Bill Passed", .passed)), "\u{02}\u{03}03Bill Passed\u{03}\u{02}"),
        ("Result: " + .bold(.colored("Failed", .failed)) + " — 3/5", "Result: \u{02}\u{03}04Failed\u{03}\u{02} — 3/5"),
        (.link("https://congress.gov/b", label: "bill"), "bill <https://congress.gov/b>"),
        (.bold(.link("https://congress.gov")), "\u{02}https://congress.gov\u{02}"),
    ])
    func codes(text: StyledText, wire: String) {
        #expect(Self.irc.render(text) == wire)
    }

    @Test("plain style sends the plain text, without a single control character", arguments: [
        .bold(.colored("Bill Passed", .passed)), "a " + .colored(",5", .failed) + "7", .link("https://x.example", label: "x"),
    ] as [StyledText])
    func plainStyle(text: StyledText) {
        let wire = Self.plain.render(text)
        #expect(wire == text.plainText)
        let hasControl = wire.unicodeScalars.contains { $0.isControlCharacter }
        #expect(!hasControl)
    }

    @Test("a comma or digit after a colour code stays text", arguments: [
        // A leading comma would read as a background colour.
        (StyledText.colored(",x", .failed), "\u{03}04\u{02}\u{02},x\u{03}"),
        // A leading digit after two colour digits is text already.
        (.colored("5 votes", .passed), "\u{03}035 votes\u{03}"),
        // After a bare colour close, a digit or comma would open a colour again.
        (.colored("Yea", .passed) + "51", "\u{03}03Yea\u{03}\u{02}\u{02}51"),
        (.colored("Yea", .passed) + ",1", "\u{03}03Yea\u{03}\u{02}\u{02},1"),
        (.colored("Yea", .passed) + " 51", "\u{03}03Yea\u{03} 51"),
    ])
    func colourGuard(text: StyledText, wire: String) {
        #expect(Self.irc.render(text) == wire)
    }

    @Test("control characters inside data text never become formatting on the wire", arguments: [
        "\u{03}04red", "\u{02}bold\u{02}", "\u{0F}reset", "\u{16}reverse", "\u{1D}italic", "line\r\nbreak", "nul\u{0}",
    ])
    func injection(data: String) {
        for renderer in [Self.irc, Self.plain] {
            let wire = renderer.render("Comment: " + .bold(StyledText(data)) + StyledText(data))
            let codes = wire.unicodeScalars.filter(\.isControlCharacter)
            #expect(codes.allSatisfy { $0 == "\u{02}" }, "\(wire.debugDescription)")
            #expect(codes.count == (renderer.style == .irc ? 2 : 0))
        }
    }
}
