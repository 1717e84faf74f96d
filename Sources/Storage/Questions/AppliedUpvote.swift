/// An upvote as its batch's write transaction left it, before its reply is known: the count and
/// places of a question are read once the batch's upvotes are tallied (`ShardedTally`), so that
/// on PostgreSQL the write never reads a count another process is changing.
enum AppliedUpvote: Sendable {
    /// Nothing written; the outcome is final.
    case refused(UpvoteOutcome)
    /// An upvote row inserted for `questionID`, asked of `member`.
    case inserted(questionID: Int64, member: MemberID, remainingToday: Int)

    var refusal: UpvoteOutcome? {
        if case .refused(let outcome) = self { outcome } else { nil }
    }

    var insertedQuestion: Int64? {
        if case .inserted(let id, _, _) = self { id } else { nil }
    }

    /// How many upvotes of each question `applied` inserted.
    static func counts(_ applied: [AppliedUpvote]) -> [Int64: Int] {
        applied.reduce(into: [:]) { counts, upvote in
            if let id = upvote.insertedQuestion { counts[id, default: 0] += 1 }
        }
    }
}
