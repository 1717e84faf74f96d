import Foundation

/// How the channel quiz plays (the `rocks:` section of the configuration sets these).
public struct QuizRules: Sendable, Equatable {
    /// Seconds between a round's clues; the round ends one interval after the last hint.
    public var hintSeconds: Double
    /// Hints per round after the description, at most `mostHints`.
    public var hints: Int
    /// Rounds when `quiz start` names none, and the most `rounds N` may ask for.
    public var defaultRounds: Int
    public var maxRounds: Int
    /// Points for an answer in the first tenth of a round; one less each further tenth, at least 1.
    public var maxPoints: Int

    public init(hintSeconds: Double = 15, hints: Int = 3, defaultRounds: Int = 5, maxRounds: Int = 20, maxPoints: Int = 10) {
        self.hintSeconds = hintSeconds
        self.hints = min(max(0, hints), Self.mostHints)
        self.defaultRounds = defaultRounds
        self.maxRounds = maxRounds
        self.maxPoints = maxPoints
    }

    /// The hints there are: more facts, the name's length and first letter, every other letter.
    public static let mostHints = QuizClue.hintCount

    /// How long one round lasts: the description, each hint, then the answer.
    var roundLength: TimeInterval { hintSeconds * Double(hints + 1) }

    /// Faster answers score more: `maxPoints` in the first tenth of the round, then one less per tenth.
    func points(after elapsed: TimeInterval) -> Int {
        let tenth = roundLength / 10
        let lost = tenth > 0 ? Int(max(0, elapsed) / tenth) : 0
        return max(1, maxPoints - lost)
    }
}
