import SQLStore
import Synchronization

/// The group-commit queue of reports (see `GroupCommitQueue`; their likes are reactions, see
/// `ReactionQueues`), and the ranking half-life this process last made sure the stored keys use.
final class IncidentWriteQueues: Sendable {
    /// Requests per transaction at most, so that one batch never holds the write lock for long.
    static let maxPerTransaction = 1_000

    let reports: GroupCommitQueue<ReportRequest, ReportOutcome>
    let checkedHalfLife = Mutex<Double?>(nil)

    init(writing engine: any SQLEngine) {
        reports = GroupCommitQueue(name: "reports", maxBatch: Self.maxPerTransaction) { requests in
            try await TownhallDatabase.commitReports(requests, to: engine)
        }
    }
}
