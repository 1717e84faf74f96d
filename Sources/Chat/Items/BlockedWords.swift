/// Words the operator refuses in what people publish (questions, answers, comments, flags,
/// captions): whole words, any case. One value, so every feature that publishes text screens it
/// with the same list and the same notion of a word.
public struct BlockedWords: Sendable {
    /// Lowercased.
    public let words: Set<String>

    public init(_ words: Set<String> = []) {
        self.words = Set(words.map { $0.lowercased() })
    }

    /// The first blocked word `text` contains, nil if none.
    public func first(in text: String) -> String? {
        guard !words.isEmpty else { return nil }
        return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
            .first { words.contains($0) }
    }
}
