import Foundation

/// New rows for `TownhallDatabase.bulkLoadLetters`: accounts, templates and sent letters that
/// refer to them by index. For building large databases fast (benchmarks), not for anything a
/// person types.
public struct LetterBulkLoad: Sendable {
    public struct Template: Sendable {
        /// Index into `accounts`.
        public var author: Int
        public var content: TemplateContent
        public var likes: Int

        public init(author: Int, content: TemplateContent, likes: Int) {
            self.author = author
            self.content = content
            self.likes = likes
        }
    }

    public struct SentLetter: Sendable {
        public var author: Int
        public var body: String
        public var recipients: [MemberID]
        public var sentAt: Date
        public var fingerprint: Data

        public init(author: Int, body: String, recipients: [MemberID], sentAt: Date, fingerprint: Data) {
            self.author = author
            self.body = body
            self.recipients = recipients
            self.sentAt = sentAt
            self.fingerprint = fingerprint
        }
    }

    /// All created at `createdAt`; none may exist yet.
    public var accounts: [AccountIdentity]
    public var createdAt: Date
    public var templates: [Template]
    public var letters: [SentLetter]

    public init(accounts: [AccountIdentity], createdAt: Date, templates: [Template], letters: [SentLetter]) {
        self.accounts = accounts
        self.createdAt = createdAt
        self.templates = templates
        self.letters = letters
    }
}
