import GRDB
import SQLStore

/// The group-commit queue of the Matrix sync loop (see `GroupCommitQueue`): which events of the
/// batch in progress were handled. Every command the bot answers on Matrix is one such row, and
/// each in a transaction of its own cost an fsync per command on SQLite (synchronous = FULL)
/// while the replies of a busy sync waited behind one another for the one writer.
final class MatrixWriteQueues: Sendable {
    /// Events per transaction at most, so that one batch never holds the write lock for long.
    static let maxPerTransaction = 1_000

    let handledEvents: GroupCommitQueue<MatrixHandledEventRecord, Void>

    /// - Parameter sqlite: the GRDB writer of `engine` on SQLite (nil on PostgreSQL), whose
    ///   connection setting the handled events' commits relax (`commitMatrixHandledEvents`).
    init(writing engine: any SQLEngine, sqlite: (any DatabaseWriter)?) {
        handledEvents = GroupCommitQueue(name: "matrix_handled_events", maxBatch: Self.maxPerTransaction) { records in
            try await TownhallDatabase.commitMatrixHandledEvents(records, to: engine, sqlite: sqlite)
        }
    }
}
