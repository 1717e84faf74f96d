/// A stored bill for the `bill` command: what it is, where it stands, and its roll calls.
public struct BillDetail: Sendable, Hashable {
    public var id: BillID
    public var title: String
    public var originChamber: String?
    public var introducedDate: String?
    public var sponsor: Bill.Sponsor?
    public var cosponsorCount: Int
    public var policyArea: String?
    public var latestAction: Bill.LatestAction?
    /// The most recent summary's plain text.
    public var summary: String?
    public var laws: [Bill.Law]
    /// Roll calls on the bill, oldest first: those its actions record and those whose vote file
    /// names the bill.
    public var rollCalls: [BillRollCall]
}
