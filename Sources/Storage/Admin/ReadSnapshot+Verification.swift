import Foundation

extension ReadSnapshot {
    /// What `account` is verified as, nil when it is not verified.
    public func verification(of account: AccountIdentity) throws -> Verification? {
        try TownhallDatabase.verification(of: account, in: tx)
    }
}
