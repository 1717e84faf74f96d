/// A plausible email address as people type it: one `@`, a local part and a domain with a dot,
/// no spaces or control characters, at most 254 bytes. Deliberately strict about what could
/// break a mail header (CR, LF, `<`, `>`, `,`), loose about the rest: the confirmation code is
/// the real test that an address works.
public enum EmailAddress {
    public static func isValid(_ text: String) -> Bool {
        guard text.utf8.count <= 254, !text.isEmpty else { return false }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].utf8.count <= 64 else { return false }
        let domain = parts[1]
        guard domain.contains("."), !domain.hasPrefix("."), !domain.hasSuffix("."), !domain.contains("..") else { return false }
        let forbidden: Set<Character> = ["<", ">", ",", ";", ":", "\"", "(", ")", "[", "]", "\\"]
        return !text.contains { $0.isWhitespace || forbidden.contains($0) || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
    }
}
