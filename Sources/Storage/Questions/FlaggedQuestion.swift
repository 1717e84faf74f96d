/// A visible question people flagged for moderators, with every reason given.
public struct FlaggedQuestion: Sendable, Hashable {
    public var questionID: Int64
    public var flags: Int
    /// The reasons, oldest first.
    public var reasons: [String]
}
