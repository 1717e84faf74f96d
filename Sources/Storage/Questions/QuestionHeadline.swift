import GRDB

/// A question in a list: what one line of `questions` shows. Leaves out the asker, the tags and
/// the answer's text, which a list does not show and which cost a lookup per question.
public struct QuestionHeadline: Sendable, Hashable {
    public var id: Int64
    public var memberBioguide: MemberID
    public var text: String
    public var upvotes: Int
    public var isAnswered: Bool
}

extension QuestionHeadline: FetchableRecord {
    /// Reads a row of `ReadSnapshot.questionHeadlines`.
    public init(row: Row) throws {
        self.init(id: row["id"], memberBioguide: row["member_bioguide"], text: row["text"],
                  upvotes: row["upvote_count"], isAnswered: row["is_answered"])
    }
}

extension Question {
    public var headline: QuestionHeadline {
        QuestionHeadline(id: id, memberBioguide: memberBioguide, text: text, upvotes: upvotes, isAnswered: answer != nil)
    }
}
