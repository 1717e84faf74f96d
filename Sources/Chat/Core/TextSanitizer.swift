/// Neutralises control characters: user text never carries formatting, CR/LF or NUL into the
/// core, and reply text is cut into clean single lines. Replies carry no control characters at
/// all: the bot's own bold and colour travel as `StyledText` styling, which each transport
/// renders itself, so a formatting code inside a reply can only have come from data and is
/// neutralised like any other control character.
enum TextSanitizer {
    /// Incoming text: IRC formatting codes are dropped, other control characters become spaces.
    static func incoming(_ text: String) -> String {
        // Nearly every command is plain printable ASCII with no space at either end: it is
        // already clean, and one pass over its bytes saves the scalar-by-scalar rebuild.
        if isPlainPrintableASCII(text) { return text }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x03:
                dropColorDigits(&scalars)
            case _ where isFormatting(scalar):
                continue
            case _ where scalar.isControlCharacter:
                result.append(" ")
            default:
                result.append(scalar)
            }
        }
        return String(result).trimmingWhitespace()
    }

    /// Printable ASCII only (no control, formatting or non-ASCII scalar), not starting or ending with a space.
    static func isPlainPrintableASCII(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20 else { return false }
        return bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Outgoing text: one string may hold several lines; each comes back clean and non-empty.
    static func lines(_ text: String) -> [String] {
        lines(StyledText(text)).map(\.plainText)
    }

    /// Outgoing styled text: "\n" (or "\r\n", "\r") starts a new line; other control characters
    /// become spaces; lines lose trailing whitespace and empty ones are dropped. Styling is kept.
    static func lines(_ text: StyledText) -> [StyledText] {
        // Nearly every reply line is already clean: one scalar scan instead of splitting by
        // grapheme and rebuilding the text (a `questions` page has 50 such lines).
        let isClean = !text.runs.contains { $0.text.unicodeScalars.contains(where: \.isControlCharacter) }
        if isClean, let last = text.runs.last?.text.last, !last.isWhitespace {
            return [text]
        }
        var lines: [StyledText] = []
        var current = StyledText()
        for run in text.runs {
            let pieces = run.text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    lines.append(current)
                    current = StyledText()
                }
                var clean = run
                clean.text = String(piece).neutralisingControlCharacters
                current.append(clean)
            }
        }
        lines.append(current)
        return lines.map(withoutTrailingWhitespace).filter { !$0.isEmpty }
    }

    private static func withoutTrailingWhitespace(_ line: StyledText) -> StyledText {
        var runs = line.runs
        while let last = runs.last {
            let trimmed = last.text.trimmingTrailingWhitespace()
            if !trimmed.isEmpty {
                runs[runs.count - 1].text = trimmed
                break
            }
            runs.removeLast()
        }
        return StyledText(runs: runs)
    }

    /// IRC formatting people type: bold, colour, reset, monospace, reverse, italic, strike-through, underline.
    static func isFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x02, 0x03, 0x0F, 0x11, 0x16, 0x1D, 0x1E, 0x1F: true
        default: false
        }
    }

    /// "\u{3}04,12text": up to two foreground digits, then optionally "," and two background digits.
    private static func dropColorDigits(_ scalars: inout Substring.UnicodeScalarView) {
        func dropDigits() -> Int {
            var count = 0
            while count < 2, let next = scalars.first, ("0"..."9").contains(next) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        guard dropDigits() > 0 else { return }
        var lookahead = scalars
        if lookahead.popFirst() == ",", let digit = lookahead.first, ("0"..."9").contains(digit) {
            scalars.removeFirst()
            _ = dropDigits()
        }
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace)).trimmingTrailingWhitespace()
    }

    func trimmingTrailingWhitespace() -> String {
        var copy = Substring(self)
        while let last = copy.last, last.isWhitespace { copy.removeLast() }
        return String(copy)
    }
}
