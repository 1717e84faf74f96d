import IRCWire

extension NetworkConfiguration {
    /// The channels (Matrix rooms) the entry names, as written.
    var channelNames: [String] {
        switch self {
        case .irc(let network): network.channels.map(\.name)
        case .matrix(let network): network.rooms
        }
    }

    /// This entry with `other`'s admins and channels: what `admin reload` applies while the bot
    /// runs. Anything else that differs still waits for a restart.
    func adopting(adminsAndChannelsOf other: NetworkConfiguration) -> NetworkConfiguration {
        switch (self, other) {
        case (.irc(var network), .irc(let new)):
            network.admins = new.admins
            network.channels = new.channels
            return .irc(network)
        case (.matrix(var network), .matrix(let new)):
            network.admins = new.admins
            network.rooms = new.rooms
            return .matrix(network)
        default:
            return self
        }
    }

    /// Whether the two name the same channel here (IRC folds case; Matrix ids are exact).
    func sameChannel(_ one: String, _ other: String) -> Bool {
        switch self {
        case .irc: IRCCaseMapping.rfc1459.equal(one, other)
        case .matrix: one == other
        }
    }
}
