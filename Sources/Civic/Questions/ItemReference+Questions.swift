import Chat
import Storage

extension ItemReference {
    /// Questions: `Q12`.
    static let question = ItemReference(letter: "Q", list: "questions", noun: "question", example: 12,
                                          them: "them", listed: "the questions", listRank: 10)
}

extension Question {
    var reference: String { ItemReference.question.text(id) }
}

extension QuestionHeadline {
    var reference: String { ItemReference.question.text(id) }
}

extension FlaggedQuestion {
    var reference: String { ItemReference.question.text(questionID) }
}
