import Foundation
import GRDB

/// A question asked to a member of Congress, with its upvote count and public answer.
public struct Question: Sendable, Hashable {
    /// The number behind the reference people type: 12 for `Q12`.
    public var id: Int64
    /// The asker's services account name (their questions are deleted with their account).
    public var askerName: String
    public var memberBioguide: MemberID
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

extension Question: FetchableRecord {
    /// Reads a row of `TownhallDatabase.questionSelect` (tags are filled in afterwards).
    public init(row: Row) throws {
        let answerText: String? = row["answer_text"]
        let answer = answerText.map { text in
            Answer(text: text, answererName: row["answerer_name"], isStaff: row["answerer_is_staff"] ?? false,
                   answeredAt: row["answered_at"])
        }
        let tagList: String? = row["tag_list"]
        self.init(id: row["id"], askerName: row["asker_name"], memberBioguide: row["member_bioguide"],
                  text: row["text"], createdAt: row["created_at"], upvotes: row["upvotes"],
                  hiddenReason: row["hidden_reason"], answer: answer,
                  tags: tagList.map { $0.split(separator: " ").map(String.init).sorted() } ?? [])
    }
}
