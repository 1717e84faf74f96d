import Foundation

/// Whether a line in the channel names the mineral of the round: the whole line, any case,
/// with punctuation around it ignored ("Pyrite!"), and a close spelling accepted ("pyrit",
/// "haematite"): one letter off from four letters on, two from eight.
enum QuizAnswer {
    static func matches(_ line: String, name: String) -> Bool {
        let guess = normalized(line)
        let answer = normalized(name)
        guard !guess.isEmpty else { return false }
        if guess == answer { return true }
        let allowed = answer.count >= 8 ? 2 : answer.count >= 4 ? 1 : 0
        return allowed > 0 && SpellingDistance.between(guess, answer, atMost: allowed) <= allowed
    }

    private static func normalized(_ text: String) -> String {
        let trimmed = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        return trimmed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
