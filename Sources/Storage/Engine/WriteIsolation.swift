/// The isolation a write transaction runs at. SQLite has one writer at a time, so every write
/// there is serializable whatever is asked; PostgreSQL begins the transaction at this level.
public enum WriteIsolation: Sendable {
    /// The default: no anomaly between concurrent writes; conflicts are retried (`SQLEngine.write`).
    case serializable
    /// For a few statements made for it, which lock the rows they change and would only conflict
    /// needlessly under SERIALIZABLE: `FOR UPDATE … SKIP LOCKED` claims (`ClaimedRows`) and the
    /// tally fold (`ShardedTally`); and report batches, which lock their reporters' account rows
    /// before the hourly count (`commitReports`). Each statement sees what committed before it began.
    case readCommitted
}
