import Chat
import IRCTransport
import IRCWire
import MatrixTransport

extension NetworkConfiguration {
    /// The channels (Matrix rooms) the entry names, as written.
    var channelNames: [String] {
        switch self {
        case .irc(let network): network.channels.map(\.name)
        case .matrix(let network): network.rooms
        }
    }

    /// This entry with `other`'s admins, channels, invite settings (`join_on_invite`, and on
    /// Matrix `dm_invites` and `invites_per_inviter_per_day`) and on IRC the command queue's
    /// `limits:`: what `admin reload` applies while the bot runs. Anything else that differs
    /// (servers, credentials, `limits.tracked_strangers`, flood pacing) is built into the
    /// connection's client and still waits for a restart.
    func adoptingLiveSettings(of other: NetworkConfiguration) -> NetworkConfiguration {
        switch (self, other) {
        case (.irc(var network), .irc(let new)):
            network.admins = new.admins
            network.channels = new.channels
            network.joinOnInvite = new.joinOnInvite
            network.commandLimits = new.commandLimits
            return .irc(network)
        case (.matrix(var network), .matrix(let new)):
            network.admins = new.admins
            network.rooms = new.rooms
            network.joinOnInvite = new.joinOnInvite
            network.directInvites = new.directInvites
            network.invitesPerInviterPerDay = new.invitesPerInviterPerDay
            return .matrix(network)
        default:
            return self
        }
    }

    /// The settings that decide invites (besides admins), to tell whether a reload changed them.
    var inviteSettings: [String] {
        switch self {
        case .irc(let network): [network.joinOnInvite.rawValue]
        case .matrix(let network):
            [network.joinOnInvite.rawValue, network.directInvites.rawValue, String(network.invitesPerInviterPerDay)]
        }
    }

    /// Has `transport`, which this entry made, answer invites by this entry's settings from now on.
    func adoptInvites(on transport: any Transport) {
        switch self {
        case .irc(let network): (transport as? IRCNetworkTransport)?.adoptInvites(of: network)
        case .matrix(let network): (transport as? MatrixNetworkTransport)?.adoptInvites(of: network)
        }
    }

    /// The bounds of the command queue (`limits:`); nil on Matrix, whose commands are not queued
    /// by them.
    var commandLimits: CommandLimits? {
        switch self {
        case .irc(let network): network.commandLimits
        case .matrix: nil
        }
    }

    /// Has `transport`, which this entry made, queue commands by this entry's `limits:` from the
    /// next command on.
    func adoptCommandLimits(on transport: any Transport) async {
        if case .irc(let network) = self { await (transport as? IRCNetworkTransport)?.adoptCommandLimits(of: network) }
    }

    /// Whether the two name the same channel here (IRC folds case; Matrix ids are exact).
    func sameChannel(_ one: String, _ other: String) -> Bool {
        switch self {
        case .irc: IRCCaseMapping.rfc1459.equal(one, other)
        case .matrix: one == other
        }
    }
}
