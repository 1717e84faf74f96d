import Foundation

/// An admin's order to drop someone's commands on one network: by services account, or by a
/// `nick!user@host` mask for people without one.
public struct SpeakerIgnore: Sendable, Hashable {
    public var network: String
    /// The account or mask as the admin typed it.
    public var speaker: String
    public var reason: String?
    /// The admin's account.
    public var setBy: String
    public var createdAt: Date
    /// Nil: until an admin lifts it.
    public var expiresAt: Date?
    /// When the ignored person was told, once; nil until their first command after the ignore.
    public var notifiedAt: Date?

    public init(network: String, speaker: String, reason: String?, setBy: String, createdAt: Date,
                expiresAt: Date?, notifiedAt: Date? = nil) {
        self.network = network
        self.speaker = speaker
        self.reason = reason
        self.setBy = setBy
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.notifiedAt = notifiedAt
    }

    /// Whether it still holds at `date`.
    public func isActive(at date: Date) -> Bool {
        expiresAt.map { $0 > date } ?? true
    }
}
