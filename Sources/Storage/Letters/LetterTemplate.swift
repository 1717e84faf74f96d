import Foundation

/// A shared letter template: a title, a category, tags and a body that may hold placeholders
/// (`{member}`, `{my_name}` …, filled when a letter is drafted from it).
public struct LetterTemplate: Sendable, Hashable {
    public var id: Int64
    public var author: AccountIdentity
    /// True when the author keeps their profile private: their name is then never shown.
    public var authorIsPrivate: Bool
    public var title: String
    public var category: String
    /// Lower-case, without `#`, in the order written.
    public var tags: [String]
    public var body: String
    public var kind: TemplateKind = .letter
    public var likes: Int
    public var comments: Int
    public var createdAt: Date
    public var updatedAt: Date
    /// Set when a moderator hid it; a hidden template is listed nowhere.
    public var hiddenReason: String?

    /// As people type it: "T3".
    public var reference: String { "T\(id)" }
}

/// What a template is made of, as its author writes it (for `template new` and `template edit`).
public struct TemplateContent: Sendable, Hashable {
    public var title: String
    public var category: String
    public var tags: [String]
    public var body: String
    public var kind: TemplateKind

    public init(title: String, category: String, tags: [String], body: String, kind: TemplateKind = .letter) {
        self.title = title
        self.category = category
        self.tags = tags
        self.body = body
        self.kind = kind
    }
}
