import Foundation
import SQLStore

/// A question asked to an official (a member of Congress, or a state or city official), with its upvote count and public answer.
public struct Question: Sendable, Hashable {
    /// The number behind the reference people type: 12 for `Q12`.
    public var id: Int64
    /// The asker's services account name (their questions are deleted with their account).
    public var askerName: String
    /// Whom it was asked to.
    public var official: OfficialID
    public var text: String
    public var createdAt: Date
    public var upvotes: Int
    /// Why an admin hid it; nil when visible.
    public var hiddenReason: String?
    public var answer: Answer?
    public var tags: [String]

    /// A verified member's (or their staff's) public answer.
    public struct Answer: Sendable, Hashable {
        public var text: String
        /// Nil once the answering account asked to be forgotten.
        public var answererName: String?
        public var isStaff: Bool
        public var answeredAt: Date
    }

    public var isHidden: Bool { hiddenReason != nil }
}

extension Question {
    /// Reads a row of `TownhallDatabase.questionSelect` on either engine.
    init(row: SQLRow) throws {
        let answerText = try row.decode(String?.self, "answer_text")
        let answer = try answerText.map { text in
            Answer(text: text, answererName: try row.decode("answerer_name"),
                   isStaff: try row.decode(Bool?.self, "answerer_is_staff") ?? false,
                   answeredAt: try row.decode("answered_at"))
        }
        let tagList = try row.decode(String?.self, "tag_list")
        self.init(id: try row.decode("id"), askerName: try row.decode("asker_name"), official: try row.decode("member_bioguide"),
                  text: try row.decode("text"), createdAt: try row.decode("created_at"), upvotes: try row.decode("upvotes"),
                  hiddenReason: try row.decode("hidden_reason"), answer: answer,
                  tags: tagList.map { $0.split(separator: " ").map(String.init).sorted() } ?? [])
    }
}
