/// Standbys the heavy read-only commands may read from (`read_replicas:` and `max_replica_lag:`
/// in the configuration), and how stale those reads may be.
///
/// A standby's lag is measured, not assumed: `StandbyReads` checks each at most once per
/// `checkInterval` and reads from it only while it is within `maxLag`. Reads that must see the
/// newest rows (every write's own reads, and a person's reads just after their own write) never
/// go to a standby.
public struct ReadReplicaSettings: Sendable, Equatable {
    /// The standbys, each its own URL (one host, or several of which any may answer); tried in
    /// this order.
    public var replicas: [PostgresLocation]
    /// How far behind the primary a standby may be and still be read from.
    public var maxLag: Duration
    /// How often each standby's lag is asked at most: one query per standby per interval, never
    /// one per read.
    public var checkInterval: Duration

    public init(replicas: [PostgresLocation], maxLag: Duration = .seconds(5), checkInterval: Duration = .seconds(1)) {
        self.replicas = replicas
        self.maxLag = maxLag
        self.checkInterval = checkInterval
    }

    /// How long after a person's acknowledged write their reads stay on the primary. A standby
    /// that passed its last check had replayed every commit older than `maxLag` then, and is
    /// used until the next check, `checkInterval` later; the extra second covers WAL still on
    /// its way to a standby that reports all it received as replayed, and the two servers'
    /// clocks disagreeing slightly (the lag compares the standby's clock with the primary's
    /// commit times).
    public var readYourWritesWindow: Duration {
        maxLag + checkInterval + .seconds(1)
    }
}
