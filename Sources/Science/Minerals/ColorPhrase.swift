/// A colour as people write it ("reddish-brown", "brass yellow"), kept as its text and as the
/// plain colour words inside it, so that "red-brown" and "reddish brown" compare equal. The
/// words are bits of a small fixed vocabulary (`ColorWords`): comparing two phrases is two
/// machine instructions, which keeps `rock id` fast on a table of 10,000 minerals.
struct ColorPhrase: Sendable, Hashable {
    var text: String
    var words: UInt32

    /// Nil when a word is not a colour `ColorWords` knows.
    init?(_ text: String) {
        let all = text.lowercased().split(whereSeparator: { $0 == "-" || $0 == " " }).map(String.init)
        // "pale yellow" is yellow to someone who just says "yellow".
        let named = all.filter { !ColorWords.modifiers.contains($0) }
        var bits: UInt32 = 0
        for word in named {
            guard let bit = ColorWords.bit(of: word) else { return nil }
            bits |= bit
        }
        guard bits != 0 else { return nil }
        self.text = text
        words = bits
    }

    /// Dice's coefficient of the two word sets: 1 for the same words, 0.67 for "brass" against
    /// "brass-yellow", 0 for nothing in common.
    func similarity(to other: ColorPhrase) -> Double {
        Self.similarity(words, other.words)
    }

    /// The same, on the word bits alone (what the ranking keeps).
    static func similarity(_ lhs: UInt32, _ rhs: UInt32) -> Double {
        let shared = (lhs & rhs).nonzeroBitCount
        guard shared > 0 else { return 0 }
        return 2 * Double(shared) / Double(lhs.nonzeroBitCount + rhs.nonzeroBitCount)
    }
}
