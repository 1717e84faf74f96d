/// An expected line where `{*}` stands for any text (possibly empty) within the line.
/// Trailing whitespace is not significant.
public struct WildcardPattern: Sendable, Hashable {
    public static let wildcard = "{*}"
    private let pieces: [Substring]

    public init(_ pattern: String) {
        pieces = pattern.trimmingTrailingWhitespace().split(
            separator: Self.wildcard, omittingEmptySubsequences: false)
    }

    public func matches(_ text: String) -> Bool {
        let text = Substring(text.trimmingTrailingWhitespace())
        guard let first = pieces.first, let last = pieces.last else { return text.isEmpty }
        if pieces.count == 1 { return text == first }
        guard text.hasPrefix(first), text.count >= first.count + last.count else { return false }
        // The ends are anchored; each middle piece is found leftmost after the previous one,
        // which is enough for patterns whose only wildcard is "match anything".
        var rest = text.dropFirst(first.count).dropLast(last.count)
        guard text.hasSuffix(last) else { return false }
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = rest.firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
