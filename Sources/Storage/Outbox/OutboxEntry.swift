import Foundation

/// A message of the outbox, delivered or not: when the server accepted it, if it has.
public struct OutboxEntry: Sendable, Hashable {
    public var id: Int64
    public var message: NotificationMessage
    public var createdAt: Date
    /// When the server accepted the line (its echo, or the write where there is no echo-message).
    public var deliveredAt: Date?
}
