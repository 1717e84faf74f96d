/// Supplied by the app: who is an admin (accounts from configuration, never nicks).
public protocol PermissionChecker: Sendable {
    func isAdmin(network: String, account: String) async -> Bool
}

/// A fixed list of admin accounts, for the console, scripts and tests.
public struct StaticPermissions: PermissionChecker {
    public var admins: Set<String>

    public init(admins: Set<String> = []) {
        self.admins = admins
    }

    public func isAdmin(network: String, account: String) async -> Bool { admins.contains(account) }
}
