/// Which templates `templates` lists, in which order, and which page.
public struct TemplateListing: Sendable, Hashable {
    public enum Filter: Sendable, Hashable {
        case all
        case category(String)
        case tag(String)
        /// Full-text search over title, tags and body: every word must occur (stemmed).
        case words(String)
    }

    public enum Order: Sendable, Hashable {
        /// Newest first.
        case new
        /// Most liked first, newest first among equals.
        case top
    }

    public var filter: Filter
    /// Letters, or call scripts (`templates call`).
    public var kind: TemplateKind
    public var order: Order
    public var limit: Int
    public var offset: Int

    public init(filter: Filter = .all, kind: TemplateKind = .letter, order: Order = .new, limit: Int = 30, offset: Int = 0) {
        self.filter = filter
        self.kind = kind
        self.order = order
        self.limit = limit
        self.offset = offset
    }
}
