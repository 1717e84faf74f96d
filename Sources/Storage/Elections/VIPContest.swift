/// A contest on the ballot: the kind (`candidate`, `measure`, `retention`, `party`), its name
/// and ballot title, and its selections in the file's order.
public struct VIPContest: Sendable, Hashable {
    public var id: String
    public var kind: String
    public var name: String
    public var ballotTitle: String?
    public var selectionIDs: [String]

    public init(id: String, kind: String, name: String, ballotTitle: String?, selectionIDs: [String]) {
        self.id = id
        self.kind = kind
        self.name = name
        self.ballotTitle = ballotTitle
        self.selectionIDs = selectionIDs
    }
}
