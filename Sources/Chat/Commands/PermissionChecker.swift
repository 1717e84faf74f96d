/// Supplied by the app: who is an admin or a verified member (accounts from configuration
/// or granted by an admin, never nicks).
public protocol PermissionChecker: Sendable {
    func isAdmin(network: String, account: String) async -> Bool
    func isVerifiedMember(network: String, account: String) async -> Bool
}

/// A fixed list of admin and verified accounts, for the console, scripts and tests.
public struct StaticPermissions: PermissionChecker {
    public var admins: Set<String>
    public var verifiedMembers: Set<String>

    public init(admins: Set<String> = [], verifiedMembers: Set<String> = []) {
        self.admins = admins
        self.verifiedMembers = verifiedMembers
    }

    public func isAdmin(network: String, account: String) async -> Bool { admins.contains(account) }
    public func isVerifiedMember(network: String, account: String) async -> Bool { verifiedMembers.contains(account) }
}
