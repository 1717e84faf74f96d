/// The isolation a write transaction runs at. SQLite has one writer at a time, so every write
/// there is serializable whatever is asked; PostgreSQL begins the transaction at this level.
public enum WriteIsolation: Sendable {
    /// The default: no anomaly between concurrent writes; conflicts are retried (`SQLEngine.write`).
    case serializable
    /// For a few statements made for it, which lock the rows they change and would only conflict
    /// needlessly under SERIALIZABLE: `FOR UPDATE … SKIP LOCKED` claims (`ClaimedRows`), and writes
    /// that lock the rows they will change before they read (a tally's fold, a batch that locks its
    /// authors' rows before counting them). Each statement sees what committed before it began.
    case readCommitted
}
