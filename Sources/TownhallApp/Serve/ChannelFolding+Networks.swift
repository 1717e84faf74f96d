import Chat
import IRCClient
import IRCWire

extension ChannelFolding {
    /// Channel names as each served network compares them: an IRC network by the CASEMAPPING its
    /// server announced (RFC 1459, the protocol's default, until it has), a Matrix homeserver
    /// exactly (room ids are case-sensitive).
    static func networks(irc clients: [String: IRCClient], matrix: Set<String>) -> ChannelFolding {
        ChannelFolding { channel, network in
            if matrix.contains(network) { return channel }
            return (clients[network]?.caseMapping ?? .rfc1459).lowercase(channel)
        }
    }
}
