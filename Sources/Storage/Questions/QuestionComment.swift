import Foundation

/// A comment under a question.
public struct QuestionComment: Sendable, Hashable {
    public var authorName: String
    public var text: String
    public var createdAt: Date
}
