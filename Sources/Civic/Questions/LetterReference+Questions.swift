import Storage

extension LetterReference {
    /// Questions: `Q12`.
    static let question = LetterReference(letter: "Q", list: "questions", noun: "question", example: 12,
                                          them: "them", listed: "the questions")
}

extension Question {
    var reference: String { LetterReference.question.text(id) }
}

extension QuestionHeadline {
    var reference: String { LetterReference.question.text(id) }
}

extension FlaggedQuestion {
    var reference: String { LetterReference.question.text(questionID) }
}
