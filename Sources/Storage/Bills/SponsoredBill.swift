/// A bill a member sponsored or cosponsored (`bills by <member>`), with the day they signed on.
public struct SponsoredBill: Sendable, Hashable {
    public enum Role: Sendable, Hashable {
        case sponsor
        /// `original`: signed on the day the bill was introduced.
        case cosponsor(original: Bool)
    }

    public var bill: BillHeadline
    public var role: Role
    /// The bill's introduction for its sponsor, the cosponsorship's date for a cosponsor
    /// (YYYY-MM-DD, as the bill status files give them); nil when the file gives none.
    public var date: String?
}
