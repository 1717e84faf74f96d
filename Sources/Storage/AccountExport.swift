import Foundation

/// Everything stored about one account, for `export me`.
public struct AccountExport: Sendable, Hashable {
    public var account: AccountIdentity
    public var createdAt: Date
    public var profile: Profile?

    public init(account: AccountIdentity, createdAt: Date, profile: Profile?) {
        self.account = account
        self.createdAt = createdAt
        self.profile = profile
    }
}
