import Chat
import Civic
import IRCTransport
import Storage
import Testing

/// Tally bars, official results styled and rendered for IRC, and the reading of official results.
@Suite("Reply formatting and tally bars")
struct ReplyFormattingTests {
    @Test("bars have exactly their width, whatever the counts", arguments: [
        (0, 0), (1, 0), (0, 1), (51, 50), (50, 50), (218, 215), (1, 1000), (999, 1), (47, 45),
    ])
    func barWidth(left: Int, right: Int) {
        for width in [1, 5, 10, 20, 33] {
            for bars in ReplyFormatting.Bars.allCases {
                let bar = TallyBar(width: width, bars: bars).render(left: left, right: right)
                #expect(bar.count == width, "\(bars) \(left)-\(right) width \(width): \(bar)")
                #expect(bar.unicodeScalars.count == width)
            }
        }
    }

    @Test("unicode bars fill in eighths of a cell", arguments: [
        (51, 50, "██████████▏░░░░░░░░░"),
        (50, 50, "██████████░░░░░░░░░░"),
        (1, 0, "████████████████████"),
        (0, 1, "░░░░░░░░░░░░░░░░░░░░"),
        (0, 0, "░░░░░░░░░░░░░░░░░░░░"),
        (3, 1, "███████████████░░░░░"),
        (1, 15, "█▎░░░░░░░░░░░░░░░░░░"),
    ])
    func unicodeBars(left: Int, right: Int, expected: String) {
        #expect(TallyBar(bars: .unicode).render(left: left, right: right) == expected)
    }

    @Test("ASCII bars round to whole cells and use no other characters", arguments: [
        (51, 50, "##########.........."),
        (220, 213, "##########.........."),
        (216, 100, "##############......"),
        (0, 5, "...................."),
        (5, 0, "####################"),
    ])
    func asciiBars(left: Int, right: Int, expected: String) {
        let bar = TallyBar(bars: .ascii).render(left: left, right: right)
        #expect(bar == expected)
        #expect(bar.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func ircStyleWrapsInBoldAndColour() {
        let irc = IRCTextRenderer(style: .irc)
        #expect(irc.render(.bold("Yea")) == "\u{02}Yea\u{02}")
        #expect(irc.render(.colored("51", .passed)) == "\u{03}0351\u{03}")
        #expect(irc.render(.colored(",x", .failed)) == "\u{03}04\u{02}\u{02},x\u{03}")
        #expect(irc.render(.outcome("Bill Passed", .passed)) == "\u{02}\u{03}03Bill Passed\u{03}\u{02}")
        #expect(irc.render(.outcome("Bill Defeated", .failed)) == "\u{02}\u{03}04Bill Defeated\u{03}\u{02}")
        #expect(irc.render(.outcome("Johnson (LA)", .other)) == "\u{02}Johnson (LA)\u{02}")
    }

    @Test func plainStyleAddsNothing() {
        let plain = IRCTextRenderer(style: .plain)
        for text in ["Yea", "Bill Passed", "51"] {
            #expect(plain.render(.bold(StyledText(text))) == text)
            #expect(plain.render(.colored(StyledText(text), .passed)) == text)
            #expect(plain.render(.outcome(text, .passed)) == text)
            #expect(plain.render(.outcome(text, .failed)) == text)
        }
    }

    @Test func neutralisedTextLosesEveryControlCharacter() {
        #expect("a\u{02}b\u{03}04c\u{0F}d\u{1D}e\u{0}f\ng".neutralisingControlCharacters == "a b 04c d e f g")
        #expect("plain — ✓".neutralisingControlCharacters == "plain — ✓")
    }

    @Test("results are read from their words, not their counts", arguments: [
        ("Bill Passed (50-50, Vice President of the United States, voted Yea)", VoteOutcome.passed),
        ("Bill Defeated (47-45, 3/5 majority required)", .failed),
        ("Passed", .passed),
        ("Failed", .failed),
        ("Amendment Not Agreed to", .failed),
        ("Motion to Table Agreed to", .passed),
        ("Cloture Motion Rejected", .failed),
        ("Nomination Confirmed", .passed),
        ("Johnson (LA)", .other),
    ])
    func outcomes(result: String, expected: VoteOutcome) {
        #expect(VoteOutcome(result: result) == expected)
    }
}
