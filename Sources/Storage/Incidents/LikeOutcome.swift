/// What happened to a like or an unlike. Only `.counted` wrote anything.
public enum LikeOutcome: Sendable, Hashable {
    /// Committed; the report now has `likes`.
    case counted(likes: Int)
    case noSuchIncident
    /// A moderator hid it, for `reason`.
    case hidden(reason: String)
    case ownReport
    /// `like` of a report the account likes already, or `unlike` of one it does not.
    case unchanged
}
