import Foundation

/// New rows for `TownhallDatabase.bulkLoad`: accounts, questions that refer to the accounts by
/// index, and upvotes that refer to both by index. For building large databases fast
/// (benchmarks, load tests), not for anything a person types.
public struct BulkLoad: Sendable {
    public struct Question: Sendable {
        /// Index into `accounts`.
        public var asker: Int
        public var memberBioguide: MemberID
        public var text: String
        public var createdAt: Date

        public init(asker: Int, memberBioguide: MemberID, text: String, createdAt: Date) {
            self.asker = asker
            self.memberBioguide = memberBioguide
            self.text = text
            self.createdAt = createdAt
        }
    }

    public struct Upvote: Sendable {
        /// Index into `questions`.
        public var question: Int
        /// Index into `accounts`.
        public var voter: Int
        public var day: String
        public var createdAt: Date

        public init(question: Int, voter: Int, day: String, createdAt: Date) {
            self.question = question
            self.voter = voter
            self.day = day
            self.createdAt = createdAt
        }
    }

    /// All created at `accountsCreatedAt`; none may exist yet.
    public var accounts: [AccountIdentity]
    public var accountsCreatedAt: Date
    public var questions: [Question]
    public var upvotes: [Upvote]

    public init(accounts: [AccountIdentity], accountsCreatedAt: Date, questions: [Question], upvotes: [Upvote]) {
        self.accounts = accounts
        self.accountsCreatedAt = accountsCreatedAt
        self.questions = questions
        self.upvotes = upvotes
    }
}
