/// Splits reply text into IRC lines that fit a byte budget.
///
/// Lines are cut only between grapheme clusters (so an emoji with its modifiers, or a letter
/// with its accents, is never torn apart and a multi-byte character is never split), at the last
/// space that fits when there is one. A single grapheme larger than the budget (pathological
/// stacks of combining marks) is cut between Unicode scalars. Newlines in the text start a new
/// line; blank lines are dropped because servers refuse empty messages.
public enum IRCLineSplitter {
    /// The mark ending the last line when text was cut off by `maxLines`.
    public static let truncationMark = "…"
    /// The mark a bot puts before a line that continues one cut for length.
    public static let continuationMark = "… "

    /// Lines of at most `maxBytes` UTF-8 bytes each, at most `maxLines` of them. When the text
    /// needs more, the last line is shortened to end with `truncationMark`. A line that continues
    /// one cut for length starts with `continuation`: a bot gives its own mark there, so that no
    /// line it sends can begin with text a person chose (which would read as a line of its own).
    /// Returns no lines for empty text or a budget too small to hold any character (< 4 bytes).
    public static func split(_ text: String, maxBytes: Int, maxLines: Int = .max, continuation: String = "") -> [String] {
        guard maxBytes >= 4, maxLines >= 1, maxBytes - continuation.utf8.count >= 4 else { return [] }
        if fitsOneLineAsIs(text, maxBytes: maxBytes) { return [text] }
        return splitByGraphemes(text, maxBytes: maxBytes, maxLines: maxLines, continuation: continuation)
    }

    /// The general path of `split` (its guards passed): walks the text grapheme by grapheme.
    static func splitByGraphemes(_ text: String, maxBytes: Int, maxLines: Int, continuation: String) -> [String] {
        var lines: [String] = []
        var truncated = false
        // Only CR and LF end an IRC line. `isNewline` would also break at U+2028, U+2029, U+0085,
        // VT and FF, and text a person typed could then begin a line of its own.
        paragraphs: for paragraph in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var rest = paragraph
            var prefix = ""
            while !rest.allSatisfy(\.isWhitespace) {
                if lines.count == maxLines {
                    truncated = true
                    break paragraphs
                }
                let (line, remainder) = takeLine(from: rest, maxBytes: maxBytes - prefix.utf8.count)
                lines.append(prefix + line)
                rest = remainder
                prefix = continuation
            }
        }
        if truncated, let last = lines.popLast() {
            let budget = maxBytes - truncationMark.utf8.count
            let (kept, _) = takeLine(from: Substring(last), maxBytes: budget)
            lines.append(String(kept) + truncationMark)
        }
        return lines
    }

    /// Whether `text` is its own single line: it fits, has no CR or LF, does not end in a space
    /// and has a visible ASCII character (so it is not blank). Nearly every reply is one short
    /// line, and deciding it from the bytes spares the three walks over grapheme clusters of the
    /// general path (split into paragraphs, the blank check, `takeLine`), which give the same
    /// answer: a Character equal to "\n", "\r\n", "\r" or " " holds that byte, and a cluster
    /// holding a visible ASCII character does not begin with whitespace.
    static func fitsOneLineAsIs(_ text: String, maxBytes: Int) -> Bool {
        let bytes = text.utf8
        guard bytes.count <= maxBytes, let last = bytes.last, last != UInt8(ascii: " ") else { return false }
        var visible = false
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return false }
            if byte &- 0x21 < 0x5E { visible = true }
        }
        return visible
    }

    /// The longest prefix of `text` that fits `maxBytes`, preferring to end before a space,
    /// and the remainder with its leading spaces removed.
    static func takeLine(from text: Substring, maxBytes: Int) -> (line: Substring, remainder: Substring) {
        var bytes = 0
        var index = text.startIndex
        var lastSpace: String.Index?
        while index < text.endIndex {
            let character = text[index]
            if character == " " { lastSpace = index }
            let size = character.utf8.count
            if bytes + size > maxBytes { break }
            bytes += size
            index = text.index(after: index)
        }
        if index == text.endIndex {
            return (trimmingTrailingSpaces(text), text[text.endIndex...])
        }
        if let lastSpace, lastSpace > text.startIndex {
            let line = trimmingTrailingSpaces(text[..<lastSpace])
            if !line.isEmpty { return (line, trimmingLeadingSpaces(text[lastSpace...])) }
        }
        if index == text.startIndex {
            return splitOversizedGrapheme(text, maxBytes: maxBytes)
        }
        return (text[..<index], trimmingLeadingSpaces(text[index...]))
    }

    /// For a first grapheme larger than the budget: cut between the scalars that fit and the
    /// rest. Both halves are rebuilt as new strings, because indexing a Substring at a position
    /// inside a grapheme would round back to the grapheme's start.
    private static func splitOversizedGrapheme(_ text: Substring, maxBytes: Int) -> (line: Substring, remainder: Substring) {
        var bytes = 0
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let size = UTF8.width(scalars[index])
            if bytes + size > maxBytes { break }
            bytes += size
            index = scalars.index(after: index)
        }
        let line = String(String.UnicodeScalarView(scalars[..<index]))
        let remainder = String(String.UnicodeScalarView(scalars[index...]))
        return (Substring(line), Substring(remainder))
    }

    private static func trimmingTrailingSpaces(_ text: Substring) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return text[..<end]
    }

    private static func trimmingLeadingSpaces(_ text: Substring) -> Substring {
        text.drop(while: { $0 == " " })
    }
}
