import SQLStore

/// A question in a list: what one line of `questions` shows. Leaves out the asker, the tags and
/// the answer's text, which a list does not show and which cost a lookup per question.
public struct QuestionHeadline: Sendable, Hashable {
    public var id: Int64
    public var official: OfficialID
    public var text: String
    public var upvotes: Int
    public var isAnswered: Bool
}

extension QuestionHeadline {
    /// Reads a row of `ReadSnapshot.questionHeadlines` on either engine.
    init(row: SQLRow) throws {
        self.init(id: try row.decode("id"), official: try row.decode("member_bioguide"), text: try row.decode("text"),
                  upvotes: try row.decode("upvote_count"), isAnswered: try row.decode("is_answered"))
    }
}

extension Question {
    public var headline: QuestionHeadline {
        QuestionHeadline(id: id, official: official, text: text, upvotes: upvotes, isAnswered: answer != nil)
    }
}
