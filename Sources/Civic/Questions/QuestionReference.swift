import Chat
import Storage

/// The references people type for questions, `Q12` (any case): the one writer and the one reader.
enum QuestionReference {
    /// How people name question `id` in chat: `Q12`.
    static func text(_ id: Int64) -> String { "Q\(id)" }

    /// The number behind `word` (`Q12`, `q12` → 12); nil for anything else.
    static func id(from word: String) -> Int64? {
        LetterReference.number(in: word, after: "Q")
    }
}

extension Question {
    var reference: String { QuestionReference.text(id) }
}

extension QuestionHeadline {
    var reference: String { QuestionReference.text(id) }
}

extension FlaggedQuestion {
    var reference: String { QuestionReference.text(questionID) }
}
