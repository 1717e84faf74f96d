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
        let shared = (words & other.words).nonzeroBitCount
        guard shared > 0 else { return 0 }
        return 2 * Double(shared) / Double(words.nonzeroBitCount + other.words.nonzeroBitCount)
    }
}
