/// Neutralises control characters: user text never carries formatting, CR/LF or NUL into the
/// core, and reply text is cut into clean single lines. Replies keep the IRC formatting codes
/// (bold, colour, reset…) the bot itself writes: user text reaching a reply has already lost
/// them on the way in, and commands that echo stored or imported text neutralise it themselves.
enum TextSanitizer {
    /// Incoming text: IRC formatting codes are dropped, other control characters become spaces.
    static func incoming(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x03:
                dropColorDigits(&scalars)
            case _ where isFormatting(scalar):
                continue
            case 0x00..<0x20, 0x7F, 0x80..<0xA0:
                result.append(" ")
            default:
                result.append(scalar)
            }
        }
        return String(result).trimmingWhitespace()
    }

    /// Outgoing text: one string may hold several lines; each comes back clean and non-empty.
    static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            .map { line in
                let scalars = line.unicodeScalars.map { scalar -> Unicode.Scalar in
                    isControl(scalar) && !isFormatting(scalar) ? " " : scalar
                }
                return String(String.UnicodeScalarView(scalars)).trimmingTrailingWhitespace()
            }
            .filter { !$0.isEmpty }
    }

    /// Bold, colour, reset, monospace, reverse, italic, strike-through, underline.
    static func isFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x02, 0x03, 0x0F, 0x11, 0x16, 0x1D, 0x1E, 0x1F: true
        default: false
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
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
