import Synchronization

/// Who wrote what a moment ago, so that a person's own reads never go to a standby that has not
/// replayed their write yet (read-your-writes by account). A write counts once it is
/// acknowledged: `PostgresEngine.write` and `GroupCommitQueue.submit` note the account of the
/// task they return to (`account`, which the command layer sets around each command), so an
/// upvote batched with a hundred others still counts for each of its people.
///
/// One registry for the process: acknowledgement is what a person heard from this process, and
/// the group-commit queues that acknowledge most writes know no engine. A process with two
/// engines only sends a few more reads to the primary.
public enum ReadYourWrites {
    /// The account the current task acts for; nil outside a person's command (imports, feeds,
    /// the courier), whose writes nobody reads back at once.
    @TaskLocal public static var account: String?

    /// Notes that the current task's account (if any) had a write acknowledged now; nothing in a
    /// process that reads from no standby (SQLite, or PostgreSQL without `read_replicas`), where
    /// no read ever asks, so that every write there skips the registry's lock.
    static func noteAcknowledgedWrite() {
        guard isTracking.load(ordering: .relaxed), let account else { return }
        let now = ContinuousClock.now
        lastWrites.withLock { writes in
            if writes.count >= pruneAbove {
                writes = writes.filter { now - $0.value < forgottenAfter }
            }
            writes[account] = now
        }
    }

    /// Whether `account` had a write acknowledged within `window` of now.
    static func wroteRecently(_ account: String, within window: Duration) -> Bool {
        guard let last = lastWrites.withLock({ $0[account] }) else { return false }
        return ContinuousClock.now - last < window
    }

    /// Whether some engine of the process sends reads to standbys: set when one opens with them.
    static func startTracking() {
        isTracking.store(true, ordering: .relaxed)
    }

    private static let isTracking = Atomic<Bool>(false)
    private static let lastWrites = Mutex<[String: ContinuousClock.Instant]>([:])
    /// Past any window an operator would set (a lag bound of minutes is already stale reading).
    private static let forgottenAfter: Duration = .seconds(600)
    private static let pruneAbove = 10_000
}
