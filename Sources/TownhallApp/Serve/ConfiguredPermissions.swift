import Chat
import Storage

/// Admins named per network in the configuration (services accounts, never nicks, compared the
/// way services compare them: "Alice" in the file is the account alice). Who answers for a member
/// of Congress (`admin verify`) is the questions feature's own check, in `answer`.
struct ConfiguredPermissions: PermissionChecker {
    /// Folded account names (`AccountIdentity.folded`) per network.
    let adminsByNetwork: [String: Set<String>]

    /// Matrix admins are full user ids (@alice:example.org): the account on a homeserver.
    init(networks: [NetworkConfiguration]) {
        adminsByNetwork = Dictionary(uniqueKeysWithValues: networks.map {
            ($0.name, Set($0.admins.map(AccountIdentity.folded)))
        })
    }

    func isAdmin(network: String, account: String) async -> Bool {
        adminsByNetwork[network]?.contains(AccountIdentity.folded(account)) ?? false
    }
}
