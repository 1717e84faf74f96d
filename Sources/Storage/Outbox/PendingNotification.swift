import Foundation

/// A message waiting in the outbox for one account.
public struct PendingNotification: Sendable, Hashable {
    public var id: Int64
    public var account: AccountIdentity
    /// Its sentence, or the facts its feature words on the way out.
    public var message: NotificationMessage
    public var createdAt: Date

    /// A name for this notification that every attempt to send it shares, and no other
    /// notification of any database has: its row id (never reused: AUTOINCREMENT, an identity
    /// column, `townhall copy` keeps the high-water marks) and its creation time in milliseconds
    /// (a new database starts its ids again, but not at the same instants). A transport whose
    /// server drops repeats sends it under this name (`NotificationTransport.deliver(_:to:named:)`).
    public var deliveryName: String {
        "outbox-\(id)-\(Int64((createdAt.timeIntervalSince1970 * 1000).rounded()))"
    }

    /// How long a courier's claim on a notification lasts (`claimNotifications`): twice the
    /// longest a delivery can take (the IRC client gives up on a server's echo after 30 s, and a
    /// failed delivery gives its claims back at once), so another process never sends a row
    /// still being sent; short, because a claim that outlives its courier (a crash, or a claim
    /// whose courier went between the commit and the send) holds the alert back until it ends.
    /// Five minutes held alerts past the two-minute wait of the InspIRCd kill storm test.
    public static let claimLease: TimeInterval = 60
}
