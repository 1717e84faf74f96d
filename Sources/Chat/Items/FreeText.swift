/// Cleans free text people publish or store (questions, comments, captions, profile fields,
/// letter lines): no control or text-direction characters, single spaces, a length limit counted
/// in characters as people see them (so emoji count as one). In Chat because every feature that
/// takes free text must clean it the same way.
public enum FreeText {
    public enum Problem: Error, Equatable {
        case empty
        case tooLong(limit: Int, length: Int)
    }

    public static func clean(_ text: String, limit: Int) throws(Problem) -> String {
        let scalars = text.unicodeScalars.filter { !isUnwanted($0) }
        let words = String(String.UnicodeScalarView(scalars)).split(whereSeparator: \.isWhitespace)
        let cleaned = words.joined(separator: " ")
        if cleaned.isEmpty { throw .empty }
        if cleaned.count > limit { throw .tooLong(limit: limit, length: cleaned.count) }
        return cleaned
    }

    /// Control characters (C0, DEL, C1) and the bidirectional overrides and isolates, which can
    /// make text display reversed. Joiners (U+200D) stay: emoji sequences need them.
    private static func isUnwanted(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isControlCharacter { return true }
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: return true
        default: return false
        }
    }
}
