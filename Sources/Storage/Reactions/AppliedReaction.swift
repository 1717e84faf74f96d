/// A reaction request as its batch's write transaction left it, before its reply is known: counts
/// (and, for upvotes, places) are read once the batch's changes are counted, so that on PostgreSQL
/// the write never reads a count another process is changing (`ShardedTally`).
enum AppliedReaction: Sendable {
    /// Why nothing was written; the kind words it.
    enum Refusal: Sendable, Hashable {
        case noSuchItem
        case hidden(reason: String)
        /// The account owns the item (checked on take-backs too: the kind decides how to say it).
        case own
        /// An add of a reaction that is there already, or a take-back of one that is not.
        case unchanged
        /// The account's daily budget is spent.
        case budgetSpent(limit: Int)
    }

    case refused(Refusal, ReactionRequest.Change)
    /// A reaction row inserted on `item`; `detail` is the kind's `detailColumn` of the item and
    /// `remainingToday` what is left of a daily budget.
    case added(item: Int64, detail: String?, remainingToday: Int?)
    /// A reaction row deleted from `item`; `detail` as for `added` (an upvote taken back is counted
    /// among its member's questions like one given).
    case removed(item: Int64, detail: String?)

    /// The item this changed and by how much (+1, −1), nil for a refusal.
    var change: (item: Int64, by: Int)? {
        switch self {
        case .refused: nil
        case .added(let item, _, _): (item, 1)
        case .removed(let item, _): (item, -1)
        }
    }

    /// How many reactions `applied` added to each item (takes-back not counted: they are lowered
    /// by the delete trigger, or by the commit with the net change).
    static func added(_ applied: [AppliedReaction]) -> [Int64: Int] {
        applied.reduce(into: [:]) { counts, reaction in
            if case .added(let item, _, _) = reaction { counts[item, default: 0] += 1 }
        }
    }

    /// The net change of each item `applied` touched (possibly 0).
    static func netChanges(_ applied: [AppliedReaction]) -> [Int64: Int] {
        applied.reduce(into: [:]) { changes, reaction in
            if let change = reaction.change { changes[change.item, default: 0] += change.by }
        }
    }

    /// The replies of a batch whose callers hear a count: the k-th change of an item says its
    /// count after the batch (`final`) minus the changes after it — the count its own change made,
    /// as if the batch had been committed one request at a time; a refusal is worded by `refused`.
    static func replies<Outcome>(to applied: [AppliedReaction], final counts: [Int64: Int],
                                 counted: (Int) -> Outcome,
                                 refused: (Refusal, ReactionRequest.Change) -> Outcome) -> [Outcome] {
        var later = netChanges(applied)
        func made(_ item: Int64, by change: Int) -> Outcome {
            later[item, default: 0] -= change
            return counted((counts[item] ?? 0) - later[item, default: 0])
        }
        return applied.map { reaction in
            switch reaction {
            case .refused(let refusal, let asked): refused(refusal, asked)
            case .added(let item, _, _): made(item, by: 1)
            case .removed(let item, _): made(item, by: -1)
            }
        }
    }
}
