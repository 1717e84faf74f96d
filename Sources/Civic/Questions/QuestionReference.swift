import Chat

/// Parses the references people type for questions: `Q12` (any case).
enum QuestionReference {
    static func id(from word: String) -> Int64? {
        guard let first = word.first, first == "Q" || first == "q" else { return nil }
        let digits = word.dropFirst()
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(digits)
    }
}
