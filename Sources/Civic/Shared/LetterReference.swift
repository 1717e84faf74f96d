/// The number in a typed reference made of one letter and digits (`Q12`, `P5`, any case): the
/// one reader every kind of reference shares, so all of them accept exactly the same shapes.
enum LetterReference {
    /// The number after `letter` in `word`; nil unless `word` is that letter and 1–12 digits.
    static func number(in word: String, after letter: Character) -> Int64? {
        guard let first = word.first, first.uppercased() == letter.uppercased() else { return nil }
        let digits = word.dropFirst()
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(digits)
    }
}
