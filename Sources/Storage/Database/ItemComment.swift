import Foundation

/// A comment under a letter template or a rock post (questions, reports and bills have their
/// own, older records).
public struct ItemComment: Sendable, Hashable {
    public var authorName: String
    public var text: String
    public var createdAt: Date
}
