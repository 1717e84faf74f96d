import Chat

/// Renders styled replies for IRC: mIRC control codes (\u{02} bold, \u{03}NN colour), or no
/// codes at all when the operator chose `formatting: {style: plain}`.
public struct IRCTextRenderer: StyledTextRenderer, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// mIRC control codes: \u{02} bold, \u{03}NN colour.
        case irc
        /// No control codes at all, for clients or logs that show them as junk.
        case plain
    }

    public var style: Style

    public init(style: Style) {
        self.style = style
    }

    /// The mIRC colour of each meaning, always two digits so a digit after it stays text.
    static func code(_ color: TextColor) -> String {
        switch color {
        case .passed: "03"
        case .failed: "04"
        case .muted: "14"
        }
    }

    public func render(_ text: StyledText) -> String {
        var line = ""
        for run in text.runs {
            // The core hands over clean lines; this is the last step before the wire, where a
            // stray \u{03} would become a colour, so it is checked once more here.
            let words = PlainTextRenderer.text(of: run).neutralisingControlCharacters
            guard style == .irc else {
                line += words
                continue
            }
            // After a bare colour close, a digit or comma would be read as a colour number.
            if line.hasSuffix("\u{03}"), Self.startsLikeAColorNumber(words) { line += "\u{02}\u{02}" }
            if run.isBold { line += "\u{02}" }
            if let color = run.color {
                // A leading comma would read as a background colour ("\u{03}03,5"): an empty
                // bold pair keeps it text. The closing \u{03} ends only the colour.
                let guarded = words.hasPrefix(",") ? "\u{02}\u{02}" + words : words
                line += "\u{03}\(Self.code(color))\(guarded)\u{03}"
            } else {
                line += words
            }
            if run.isBold { line += "\u{02}" }
        }
        return line
    }

    private static func startsLikeAColorNumber(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first == "," || ("0"..."9").contains(first)
    }
}
