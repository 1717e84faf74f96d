import SQLStore
import Storage

/// What a share's round measures around its requests, started before the first and read after
/// the last reply: the wall clock, the process's CPU time and bytes written, the group-commit queue's batching and
/// the engines' conflict counters — so each benchmark counts only its own replies itself.
struct ShareMeter {
    private let batching: () -> GroupCommitTotals
    private let databases: [TownhallDatabase]
    private let batchingBefore: GroupCommitTotals
    private let conflictsBefore: (retried: Int, gaveUp: Int)
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private let cpuBefore: Double
    private let bytesWrittenBefore: Int

    /// `batching` reads the totals of the queue the round writes through, on every database.
    init(databases: [TownhallDatabase], batching: @escaping ([TownhallDatabase]) -> GroupCommitTotals) {
        self.databases = databases
        self.batching = { batching(databases) }
        batchingBefore = batching(databases)
        conflictsBefore = PostgresBenchDatabase.conflicts(databases)
        started = clock.now
        cpuBefore = Figures.resourceUsageCPUTime()
        bytesWrittenBefore = Figures.bytesWritten()
    }

    /// A report with the measured fields filled in; the caller adds what its replies said.
    func finish() -> ShareReport {
        var report = ShareReport()
        report.seconds = Figures.inSeconds(clock.now - started)
        report.cpuSeconds = Figures.resourceUsageCPUTime() - cpuBefore
        report.bytesWritten = Figures.bytesWritten() - bytesWrittenBefore
        let after = batching()
        report.transactions = after.transactions - batchingBefore.transactions
        report.requests = after.requests - batchingBefore.requests
        report.largestBatch = after.largestBatch
        let conflicts = PostgresBenchDatabase.conflicts(databases)
        report.retried = conflicts.retried - conflictsBefore.retried
        report.gaveUp = conflicts.gaveUp - conflictsBefore.gaveUp
        return report
    }
}

extension GroupCommitTotals {
    /// The totals of one queue (`statistics`) over several databases.
    static func of(_ databases: [TownhallDatabase], _ statistics: (TownhallDatabase) -> GroupCommitStatistics) -> GroupCommitTotals {
        databases.map(statistics).reduce(GroupCommitTotals()) { $0.adding($1) }
    }
}
