import SQLStore
import Storage

/// Group-commit statistics added up over the engines of several bot processes
/// (`GroupCommitStatistics` is Storage's, one queue's).
struct GroupCommitTotals {
    var transactions = 0
    var requests = 0
    var largestBatch = 0

    func adding(_ statistics: GroupCommitStatistics) -> GroupCommitTotals {
        GroupCommitTotals(transactions: transactions + statistics.transactions, requests: requests + statistics.requests,
                          largestBatch: max(largestBatch, statistics.largestBatch))
    }
}
