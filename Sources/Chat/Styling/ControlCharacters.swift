extension Unicode.Scalar {
    /// The one test for "is this a control character" (C0, DEL and C1 — U+0085 NEXT LINE among
    /// them — and the Unicode LINE and PARAGRAPH SEPARATORS U+2028/U+2029): such characters break
    /// lines (Swift's `isNewline` and many clients treat all of these as line breaks) or, on IRC,
    /// start formatting, so text from people or data files never keeps them.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0x2028 || value == 0x2029
    }
}

extension String {
    /// Text that came from people or data files, with every control character (line breaks and
    /// IRC formatting codes included) turned into a space, so it can neither style nor break a line.
    public var neutralisingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
        let scalars = unicodeScalars.map { $0.isControlCharacter ? " " : $0 }
        return String(String.UnicodeScalarView(scalars))
    }
}
