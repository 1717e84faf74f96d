import Synchronization

/// Who may bring the bot into rooms and DMs, held where `admin reload` can change it while the
/// bot syncs: the bridge answers each invite, and the session judges each DM that grew into a
/// room, by the rules of the moment, read whole (never one setting old and another new).
public final class MatrixInviteRules: Sendable {
    /// The settings of `MatrixNetworkConfiguration` that decide an invite.
    public struct Current: Sendable, Equatable {
        public var admins: [String]
        public var joinOnInvite: MatrixNetworkConfiguration.InvitePolicy
        public var directInvites: MatrixNetworkConfiguration.InvitePolicy
        public var invitesPerInviterPerDay: Int

        public init(_ network: MatrixNetworkConfiguration) {
            admins = network.admins
            joinOnInvite = network.joinOnInvite
            directInvites = network.directInvites
            invitesPerInviterPerDay = network.invitesPerInviterPerDay
        }

        func isAdmin(_ user: String) -> Bool { admins.contains(user) }
    }

    private let rules: Mutex<Current>

    public init(_ network: MatrixNetworkConfiguration) {
        rules = Mutex(Current(network))
    }

    public var current: Current { rules.withLock { $0 } }

    /// Takes `network`'s invite settings from now on.
    public func adopt(_ network: MatrixNetworkConfiguration) {
        let new = Current(network)
        rules.withLock { $0 = new }
    }
}
