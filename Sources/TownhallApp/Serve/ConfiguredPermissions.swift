import Chat
import IRCTransport
import MatrixTransport
import Storage

/// Admins named per network in the configuration (services accounts, never nicks, compared the
/// way services compare them: "Alice" in the file is the account alice); verified member and
/// staff accounts from the database (`admin verify`).
struct ConfiguredPermissions: PermissionChecker {
    /// Folded account names (`AccountIdentity.folded`) per network.
    let adminsByNetwork: [String: Set<String>]
    let database: TownhallDatabase

    /// Matrix admins are full user ids (@alice:example.org): the account on a homeserver.
    init(networks: [NetworkConfiguration], matrixNetworks: [MatrixNetworkConfiguration] = [], database: TownhallDatabase) {
        adminsByNetwork = Dictionary(uniqueKeysWithValues: networks.map {
            ($0.name, Set($0.admins.map(AccountIdentity.folded)))
        } + matrixNetworks.map { ($0.name, Set($0.admins.map(AccountIdentity.folded))) })
        self.database = database
    }

    func isAdmin(network: String, account: String) async -> Bool {
        adminsByNetwork[network]?.contains(AccountIdentity.folded(account)) ?? false
    }

    func isVerifiedMember(network: String, account: String) async -> Bool {
        // Fails closed: a database that can't be read verifies no one.
        let identity = AccountIdentity(network: network, name: account)
        return (try? await database.reading { try $0.verification(of: identity) }) != nil
    }
}
