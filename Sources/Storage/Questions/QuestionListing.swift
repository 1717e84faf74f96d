/// Which visible questions to list, and in which order.
public struct QuestionListing: Sendable, Hashable {
    public enum Order: String, Sendable, Hashable {
        /// Most upvotes first, older first among equals.
        case top
        /// Newest first.
        case new
    }

    public var memberBioguide: MemberID?
    public var tag: String?
    public var order: Order
    public var limit: Int

    public init(memberBioguide: MemberID? = nil, tag: String? = nil, order: Order = .top, limit: Int = 100) {
        self.memberBioguide = memberBioguide
        self.tag = tag
        self.order = order
        self.limit = limit
    }
}
