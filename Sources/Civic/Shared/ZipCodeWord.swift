/// The one place a ZIP typed in chat is read, so that every command that takes a ZIP (`zip`,
/// `elections`, `polls`, `register`, `report`, `incidents`, `feed`, a letter's recipients) takes
/// the same forms: "94110", the ZIP+4 people copy from an envelope ("94110-1234", "941101234"),
/// and either with the stop or question mark a sentence leaves behind ("94110.", "94110?").
/// The ZIP table knows 5-digit ZIPs only, so the +4 is dropped: it narrows a ZIP to a block,
/// never across a district line that the 5 digits do not already draw.
enum ZipCodeWord {
    /// The 5-digit ZIP `word` names; nil when it is not a ZIP.
    static func zip(_ word: String) -> String? {
        let trimmed = TypedWord.trimmingTrailingPunctuation(word)
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let digits: Substring
        switch parts.count {
        case 1 where parts[0].count == 5 || parts[0].count == 9: digits = parts[0]
        case 2 where parts[0].count == 5 && parts[1].count == 4: digits = parts[0] + parts[1]
        default: return nil
        }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(digits.prefix(5))
    }
}
