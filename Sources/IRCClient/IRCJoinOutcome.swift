/// How a JOIN the bot asked for at run time (`IRCClient.join`) went.
public enum IRCJoinOutcome: Sendable, Hashable {
    case joined
    /// The bot was in the channel already: the server answers such a JOIN with nothing.
    case alreadyJoined
    /// The server's refusal: its numeric (471 full, 473 invite-only, 474 banned, 475 bad key, …)
    /// and the text it gave.
    case refused(numeric: String, reason: String)
    /// No answer within the wait (a lagging server, or the connection dropped meanwhile).
    case noAnswer
    case notConnected
}
