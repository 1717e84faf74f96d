import Foundation

/// A comment under a template.
public struct TemplateComment: Sendable, Hashable {
    public var authorName: String
    public var text: String
    public var createdAt: Date
}
