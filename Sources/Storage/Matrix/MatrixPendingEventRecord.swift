import Foundation

/// An encrypted message whose room key has not arrived yet (`matrix_pending_event`): kept until
/// it is read or the grace period ends, so a restart meanwhile neither loses nor repeats it.
public struct MatrixPendingEventRecord: Sendable, Equatable {
    public var eventID: String
    public var roomID: String
    public var sender: String
    /// The event's `m.room.encrypted` content, as JSON text.
    public var content: String
    /// When the sender's server received it: the grace period counts from here.
    public var sentAt: Date

    public init(eventID: String, roomID: String, sender: String, content: String, sentAt: Date) {
        self.eventID = eventID
        self.roomID = roomID
        self.sender = sender
        self.content = content
        self.sentAt = sentAt
    }
}
