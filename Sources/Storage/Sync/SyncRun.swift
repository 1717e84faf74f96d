import Foundation
import SQLStore

/// One source's part of one `townhall sync` run: when it started and finished, what it came to
/// and how many records it wrote. The remembered files say how old a source's data is; only
/// the runs say that the last three attempts failed, and why, which is what an operator's
/// dashboard and `admin status` need to tell a quiet source from a broken one.
public struct SyncRun: Sendable, Hashable {
    public enum Result: String, Sendable, Hashable, CaseIterable {
        /// Something new was imported.
        case imported
        /// Every file was as last imported (or nothing new was published yet).
        case unchanged
        /// The run gave up on the source; `failureKind` says why.
        case failed
    }

    public var source: String
    public var startedAt: Date
    public var finishedAt: Date
    public var result: Result
    /// For a failed run, the kind of failure (`unreachable`, `status`, `rejected`…): a short
    /// word a metric label and an alert rule can hold, where the whole message would not.
    public var failureKind: String?
    /// Records written by the run's imports.
    public var rows: Int

    public init(source: String, startedAt: Date, finishedAt: Date, result: Result, failureKind: String? = nil, rows: Int) {
        self.source = source
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.result = result
        self.failureKind = failureKind
        self.rows = rows
    }
}

extension SyncRun {
    /// The run in a row of `sync_run` (its columns by name).
    init(row: SQLRow) throws {
        let resultText: String = try row.decode("result")
        self.init(source: try row.decode("source"), startedAt: try row.decode("started_at"),
                  finishedAt: try row.decode("finished_at"), result: Result(rawValue: resultText) ?? .failed,
                  failureKind: try row.decode("failure_kind"), rows: try row.decode("row_count"))
    }

    /// The columns `init(row:)` reads.
    static let columns = "source, started_at, finished_at, result, failure_kind, row_count"
}
