/// Another question of the same member upvoted in the same batch, as the index holds it once the
/// batch is folded (`stored`) and as it stood when the upvote being replied to was made (`then`).
/// The place an upvote reports is counted on the index and corrected by these: the index already
/// holds the batch's later upvotes, which had not happened yet at that upvote.
struct BatchNeighbour: Sendable {
    var id: Int64
    var stored: Int
    var then: Int

    /// Whether a question with `upvotes` and this `id` is ahead of question `target` with
    /// `targetUpvotes`: more upvotes, or as many and older.
    static func isAhead(_ upvotes: Int, _ id: Int64, of target: Int64, with targetUpvotes: Int) -> Bool {
        upvotes > targetUpvotes || (upvotes == targetUpvotes && id < target)
    }

    /// How much a count of the questions ahead of `target` (with `upvotes`) taken on the index is
    /// off by this neighbour: +1 if it was ahead then, −1 if the index puts it ahead.
    func aheadCorrection(of target: Int64, with upvotes: Int) -> Int {
        (Self.isAhead(then, id, of: target, with: upvotes) ? 1 : 0) - (Self.isAhead(stored, id, of: target, with: upvotes) ? 1 : 0)
    }

    /// The same for the questions `target` passed by going from `upvotes - 1` to `upvotes`.
    func passedCorrection(of target: Int64, with upvotes: Int) -> Int {
        func passed(_ count: Int) -> Bool {
            Self.isAhead(count, id, of: target, with: upvotes - 1) && !Self.isAhead(count, id, of: target, with: upvotes)
        }
        return (passed(then) ? 1 : 0) - (passed(stored) ? 1 : 0)
    }
}
