/// What storing a batch of roll calls changed.
public struct RollCallImportSummary: Sendable, Hashable {
    /// Roll calls seen for the first time (these queue notifications).
    public var added: Int
    /// Known roll calls replaced by a newer record (`updatedAt` later than the stored one).
    public var updated: Int
    /// Known roll calls left as they were (same or older record).
    public var unchanged: Int
    /// Casts written by this batch.
    public var castsWritten: Int
    /// Notifications queued for followers of the bills and members involved.
    public var notificationsQueued: Int

    public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0, castsWritten: Int = 0, notificationsQueued: Int = 0) {
        self.added = added
        self.updated = updated
        self.unchanged = unchanged
        self.castsWritten = castsWritten
        self.notificationsQueued = notificationsQueued
    }
}
