/// A like as its batch's write transaction left it, before its reply is known: the count is read
/// once the batch's likes are tallied and folded (`ShardedTally`), so that on PostgreSQL the write
/// never reads or writes the report row another process's likes are changing.
enum AppliedLike: Sendable {
    /// Nothing written; the outcome is final.
    case refused(LikeOutcome)
    /// A like row inserted for report `incidentID`.
    case inserted(incidentID: Int64)

    /// How many likes of each report `applied` inserted.
    static func counts(_ applied: [AppliedLike]) -> [Int64: Int] {
        applied.reduce(into: [:]) { counts, like in
            if case .inserted(let id) = like { counts[id, default: 0] += 1 }
        }
    }
}
