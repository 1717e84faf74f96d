/// How the bot dresses its own replies: IRC bold and colour codes or plain text, and tally bars
/// in Unicode block characters or ASCII. Chosen by the operator (`formatting:` in the
/// configuration); scripts and the console use plain text.
public struct ReplyFormatting: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// mIRC control codes: \u{02} bold, \u{03}NN colour, \u{0F} reset.
        case irc
        /// No control codes at all, for clients or logs that show them as junk.
        case plain
    }

    public enum Bars: String, Sendable, Hashable, CaseIterable {
        /// █▌░: eighth-cell precision, needs a font with block elements.
        case unicode
        /// #.: whole cells, readable anywhere.
        case ascii
    }

    /// The colours replies use, as mIRC colour numbers (two digits so a following digit is text).
    public enum Color: String, Sendable, Hashable {
        case green = "03"
        case red = "04"
        case grey = "14"
    }

    public var style: Style
    public var bars: Bars

    public init(style: Style = .plain, bars: Bars = .unicode) {
        self.style = style
        self.bars = bars
    }

    /// `text` in bold (unchanged in plain style).
    public func bold(_ text: String) -> String {
        style == .irc ? "\u{02}\(text)\u{02}" : text
    }

    /// `text` in `color` (unchanged in plain style). The closing \u{03} ends only the colour.
    public func colored(_ text: String, _ color: Color) -> String {
        guard style == .irc else { return text }
        // A leading comma would read as a background colour ("\u{03}03,5"): an empty bold pair
        // keeps it text.
        let guarded = text.hasPrefix(",") ? "\u{02}\u{02}" + text : text
        return "\u{03}\(color.rawValue)\(guarded)\u{03}"
    }

    /// An official result in bold, green when it carried and red when it failed; neither colour
    /// when the outcome is not a pass/fail (an election's winner).
    public func outcome(_ text: String, _ outcome: VoteOutcome) -> String {
        switch outcome {
        case .passed: bold(colored(text, .green))
        case .failed: bold(colored(text, .red))
        case .other: bold(text)
        }
    }

    /// Text that came from people or data files, with every control character (formatting codes
    /// included) turned into a space, so it can neither style nor break the bot's line.
    public static func neutralised(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) ? " " : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
