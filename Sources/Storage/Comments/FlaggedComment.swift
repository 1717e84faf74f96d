/// A visible comment moderators were asked to look at: its item (`12` for Q12, a bill's key),
/// its place under the item, and the reasons given, oldest first.
public struct FlaggedComment: Sendable, Hashable {
    public var item: String
    public var place: Int
    public var reasons: [String]
}
