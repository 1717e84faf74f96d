/// Finds `#hashtags` in what people publish (questions, rock post captions): `#` then letters, digits or `_`, stored lowercased.
public enum Hashtags {
    static let maxLength = 32

    public static func find(in text: String) -> [String] {
        var tags: [String] = []
        for word in text.split(whereSeparator: \.isWhitespace) where word.hasPrefix("#") {
            let tag = word.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.lowercased()
            if !tag.isEmpty, tag.count <= maxLength, !tags.contains(tag) { tags.append(tag) }
        }
        return tags
    }

    /// True when `text` has words besides its hashtags: a question or caption that is only tags
    /// says nothing.
    public static func hasWords(besides text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { word in
            !word.hasPrefix("#") && word.contains { $0.isLetter || $0.isNumber }
        }
    }

    /// A tag typed as a command argument (`#housing`), nil if the word is not one.
    public static func tag(from word: String) -> String? {
        guard word.hasPrefix("#") else { return nil }
        let tags = find(in: word)
        return tags.count == 1 && "#" + tags[0] == word.lowercased() ? tags[0] : nil
    }
}
