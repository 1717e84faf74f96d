/// A `State` or `Locality` of a feed: its administration and, for a locality, its polling
/// places (VIP 6 feeds list them there when precincts have none).
public struct VIPJurisdiction: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable { case state, locality }

    public var id: String
    public var kind: Kind
    public var name: String
    public var administrationID: String?
    public var stateID: String?
    public var isMailOnly: Bool
    public var pollingLocationIDs: [String]

    public init(id: String, kind: Kind, name: String, administrationID: String? = nil, stateID: String? = nil,
                isMailOnly: Bool = false, pollingLocationIDs: [String] = []) {
        self.id = id
        self.kind = kind
        self.name = name
        self.administrationID = administrationID
        self.stateID = stateID
        self.isMailOnly = isMailOnly
        self.pollingLocationIDs = pollingLocationIDs
    }
}
