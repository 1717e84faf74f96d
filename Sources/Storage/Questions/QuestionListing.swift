/// Which visible questions to list, and in which order.
public struct QuestionListing: Sendable, Hashable {
    public enum Order: String, Sendable, Hashable {
        /// Most upvotes first, older first among equals.
        case top
        /// Newest first.
        case new
    }

    /// Only the questions to this official; nil for all.
    public var official: OfficialID?
    public var tag: String?
    public var order: Order
    public var limit: Int

    public init(official: OfficialID? = nil, tag: String? = nil, order: Order = .top, limit: Int = 100) {
        self.official = official
        self.tag = tag
        self.order = order
        self.limit = limit
    }
}
