import Foundation

/// A message waiting in the outbox for one account.
public struct PendingNotification: Sendable, Hashable {
    public var id: Int64
    public var account: AccountIdentity
    public var text: String
    public var createdAt: Date

    /// How long a courier's claim on a notification lasts (`claimNotifications`): far longer
    /// than sending a few lines and waiting for the server's echo, short enough that the alerts
    /// of a courier that died go out a few minutes later from another process.
    public static let claimLease: TimeInterval = 5 * 60
}
