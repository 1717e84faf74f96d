import Chat

/// Admins named per network in the configuration (services accounts, never nicks).
struct ConfiguredPermissions: PermissionChecker {
    let adminsByNetwork: [String: Set<String>]

    init(networks: [NetworkConfiguration]) {
        adminsByNetwork = Dictionary(uniqueKeysWithValues: networks.map { ($0.name, Set($0.admins)) })
    }

    func isAdmin(network: String, account: String) async -> Bool {
        adminsByNetwork[network]?.contains(account) ?? false
    }

    func isVerifiedMember(network: String, account: String) async -> Bool { false }
}
