/// The colour words Townhall compares, and the many ways people say them.
enum ColorWords {
    /// Every plain colour; a phrase is a set of these.
    static let vocabulary = [
        "colorless", "white", "gray", "black", "brown", "red", "pink", "orange", "yellow", "gold",
        "brass", "bronze", "copper", "silver", "green", "blue", "purple", "smoky", "iridescent",
    ]

    /// Words that shade or liken a colour rather than name one ("pale", "steel-gray").
    static let modifiers: Set<String> = [
        "pale", "deep", "bright", "dark", "light", "dull", "royal", "apple", "bottle", "tin", "lead",
        "steel", "iron", "sky", "emerald", "olive", "pistachio", "sapphire",
    ]

    private static let synonyms: [String: String] = [
        "grey": "gray", "colourless": "colorless", "clear": "colorless", "transparent": "colorless",
        "reddish": "red", "greenish": "green", "bluish": "blue", "yellowish": "yellow", "brownish": "brown",
        "grayish": "gray", "greyish": "gray", "blackish": "black", "whitish": "white", "pinkish": "pink",
        "purplish": "purple", "orangey": "orange", "orangish": "orange", "brassy": "brass", "golden": "gold",
        "coppery": "copper", "silvery": "silver", "bronzy": "bronze", "violet": "purple", "lilac": "purple",
        "lavender": "purple", "scarlet": "red", "crimson": "red", "vermilion": "red", "rose": "pink",
        "peach": "orange", "cream": "white", "tan": "brown", "chestnut": "brown", "honey": "yellow",
        "amber": "yellow", "azure": "blue", "indigo": "blue", "smoke": "smoky", "rainbow": "iridescent",
    ]

    private static let bitByWord: [String: UInt32] = Dictionary(
        uniqueKeysWithValues: vocabulary.enumerated().map { ($1, UInt32(1) << UInt32($0)) })

    /// The bit of `word` or of the colour it is a synonym of; nil for a word that is no colour.
    static func bit(of word: String) -> UInt32? {
        bitByWord[synonyms[word] ?? word]
    }

    /// Whether `word` is a colour word or a shade ("pale"), for reading plain words.
    static func isColorWord(_ word: String) -> Bool {
        word.split(separator: "-").allSatisfy { bit(of: String($0)) != nil || modifiers.contains(String($0)) }
    }
}
