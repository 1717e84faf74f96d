/// What a sentence leaves on the last word people type — "zip 94110.", "rep pelosi?" — which is
/// no part of what they name, so readers of ZIPs, names and ids drop it before reading.
enum TypedWord {
    /// The marks that end a sentence or a clause; none of them ends a ZIP, a district or a bill
    /// id, and a name without its last stop ("Jr") still finds the member, whose names are
    /// matched by what they contain.
    static let trailingPunctuation: Set<Character> = [".", ",", "?", "!", ";", ":"]

    /// `word` without the punctuation a sentence left at its end ("94110." → "94110").
    static func trimmingTrailingPunctuation(_ word: String) -> String {
        var end = word.endIndex
        while end > word.startIndex, trailingPunctuation.contains(word[word.index(before: end)]) {
            end = word.index(before: end)
        }
        return String(word[..<end])
    }
}
