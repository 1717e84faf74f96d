/// A bill in a list: a search result or a followed bill.
public struct BillHeadline: Sendable, Hashable {
    public var id: BillID
    public var title: String
    public var latestAction: Bill.LatestAction?

    public init(id: BillID, title: String, latestAction: Bill.LatestAction? = nil) {
        self.id = id
        self.title = title
        self.latestAction = latestAction
    }
}
