import Foundation

/// A message waiting in the outbox for one account.
public struct PendingNotification: Sendable, Hashable {
    public var id: Int64
    public var account: AccountIdentity
    public var text: String
    public var createdAt: Date
}
