/// What `incidents` asks for: an area, an order, optionally one kind.
public struct IncidentListing: Sendable, Hashable {
    public enum Order: Sendable, Hashable {
        /// By score: (likes + 1) × 0.5^(age / half-life) × nearness.
        case top
        /// Newest first.
        case new
    }

    public var area: IncidentArea
    public var order: Order
    public var kind: IncidentKind?
    public var limit: Int
    /// For a ZIP's `top`: how much a report counts by where it is.
    public var nearness: IncidentNearness

    public init(area: IncidentArea, order: Order = .top, kind: IncidentKind? = nil, limit: Int = 50,
                nearness: IncidentNearness = IncidentNearness()) {
        self.area = area
        self.order = order
        self.kind = kind
        self.limit = limit
        self.nearness = nearness
    }
}
