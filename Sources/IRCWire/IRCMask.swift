/// Glob masks as IRC uses them for bans and invites: `*` matches any run of characters
/// (possibly empty), `?` exactly one; everything else, `[` included, is literal.
public enum IRCMask {
    /// Whether `name` (usually `nick!user@host`) matches `mask`, folding case by `caseMapping`.
    public static func matches(mask: String, _ name: String, caseMapping: IRCCaseMapping = .rfc1459) -> Bool {
        let pattern = Array(mask.unicodeScalars)
        let text = Array(name.unicodeScalars)
        // Iterative glob with single backtracking point: linear in practice, never exponential.
        var p = 0, t = 0
        var starPattern = -1, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                starPattern = p
                starText = t
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || same(pattern[p], text[t], caseMapping) {
                p += 1
                t += 1
            } else if starPattern >= 0 {
                p = starPattern + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }

    private static func same(_ a: Unicode.Scalar, _ b: Unicode.Scalar, _ mapping: IRCCaseMapping) -> Bool {
        if a == b { return true }
        guard a.isASCII, b.isASCII else { return false }
        return mapping.lowercased(UInt8(a.value)) == mapping.lowercased(UInt8(b.value))
    }
}
