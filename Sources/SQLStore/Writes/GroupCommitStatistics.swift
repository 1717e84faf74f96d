/// How well group commit is batching: committed transactions and the requests they carried.
public struct GroupCommitStatistics: Sendable, Hashable {
    public var transactions = 0
    public var requests = 0
    public var largestBatch = 0
    /// Waits for the callers a batch answered that ran out of time (fewer came back).
    public var gathersRunOut = 0
    /// Batches started while the one before was still finishing (`BatchOverlap`).
    public var overlapped = 0

    mutating func record(batchOf count: Int) {
        transactions += 1
        requests += count
        largestBatch = max(largestBatch, count)
    }
}
