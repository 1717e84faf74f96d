/// A visible report people flagged for moderators, with every reason given.
public struct FlaggedIncident: Sendable, Hashable {
    public var incidentID: Int64
    public var flags: Int
    /// The reasons, oldest first.
    public var reasons: [String]
}
