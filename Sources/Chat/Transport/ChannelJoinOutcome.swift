/// How a join an admin asked for (`admin join`) went, in terms every network shares.
public enum ChannelJoinOutcome: Sendable, Hashable {
    case joined
    case alreadyJoined
    /// The network would not let the bot in; why, in words an admin reads ("it is invite-only
    /// (+i): invite me first").
    case refused(String)
    /// The network gave no answer in time.
    case noAnswer
    case notConnected
}
