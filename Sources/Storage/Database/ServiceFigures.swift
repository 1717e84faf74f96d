import Foundation

/// What the operator's dashboard reads from the database at each scrape: the alerts waiting in
/// the outbox, the outgoing mail queue, how old each sync source's data is and how its last run
/// went. Counted in the database rather than kept in memory because several processes (a
/// failover pair, `townhall sync`) write these tables.
public struct ServiceFigures: Sendable, Equatable {
    /// Undelivered alerts per network.
    public var outboxDepth: [String: Int] = [:]
    /// When the oldest undelivered alert of each network was queued.
    public var outboxOldest: [String: Date] = [:]
    /// Outgoing mail rows per status (`queued`, `sending`, `sent`, `failed`…).
    public var mailByStatus: [String: Int] = [:]
    /// Delivery attempts made, summed per status.
    public var mailAttemptsByStatus: [String: Int] = [:]
    /// Per sync source, when `townhall sync` last imported something of it.
    public var syncImportedAt: [String: Date] = [:]
    /// Per sync source, its latest run: what it came to, even when that was nothing or a failure.
    public var lastSyncRun: [String: SyncRun] = [:]

    public init() {}
}
