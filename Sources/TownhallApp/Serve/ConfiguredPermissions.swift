import Chat
import Storage
import Synchronization

/// Admins named per network in the configuration (services accounts, never nicks, compared the
/// way services compare them: "Alice" in the file is the account alice). Who answers for a member
/// of Congress (`admin verify`) is the questions feature's own check, in `answer`. `admin reload`
/// replaces the list while the bot runs.
final class ConfiguredPermissions: PermissionChecker {
    /// Folded account names (`AccountIdentity.folded`) per network.
    private let adminsByNetwork: Mutex<[String: Set<String>]>

    /// Matrix admins are full user ids (@alice:example.org): the account on a homeserver.
    init(networks: [NetworkConfiguration]) {
        adminsByNetwork = Mutex(Self.admins(of: networks))
    }

    func isAdmin(network: String, account: String) async -> Bool {
        adminsByNetwork.withLock { $0[network]?.contains(AccountIdentity.folded(account)) ?? false }
    }

    /// The admins of `networks` from now on.
    func replace(with networks: [NetworkConfiguration]) {
        let admins = Self.admins(of: networks)
        adminsByNetwork.withLock { $0 = admins }
    }

    private static func admins(of networks: [NetworkConfiguration]) -> [String: Set<String>] {
        Dictionary(uniqueKeysWithValues: networks.map { ($0.name, Set($0.admins.map(AccountIdentity.folded))) })
    }
}
