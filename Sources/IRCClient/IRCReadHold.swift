/// Outbound user event for the connection handler: `hold` stops reading the socket (the consumer
/// of commands is behind), `release` reads again. While held, the server keeps what it has for
/// us, except that one read per `longestReadHold` still goes through so its PING is answered.
public enum IRCReadHold: Sendable, Hashable {
    case hold
    case release
}
