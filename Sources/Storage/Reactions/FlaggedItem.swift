/// An item moderators were asked to look at, with the reasons given, oldest first.
public struct FlaggedItem: Sendable, Hashable {
    public var id: Int64
    public var reasons: [String]

    public var flags: Int { reasons.count }
}
