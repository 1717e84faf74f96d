import Foundation
import SQLStore

extension TownhallDatabase {
    /// Upvotes question `id` for `account`, at most `limit` upvotes per `day` (the caller's
    /// calendar-day key, e.g. "2026-11-21" in the bot's time zone). Returns once the upvote (or
    /// the refusal) is committed.
    ///
    /// Concurrent upvotes are group-committed (`GroupCommitQueue`): they are applied one after
    /// the other, in arrival order, inside one write transaction — so checks and inserts of two
    /// upvotes of one account can never interleave, and another process cannot either (SQLite's
    /// write lock; PostgreSQL's SERIALIZABLE isolation) — and that transaction commits once for
    /// all of them.
    public func upvote(_ id: Int64, by account: AccountIdentity, day: String, limit: Int,
                       at date: Date) async throws -> UpvoteOutcome {
        try await reactionQueues.upvotes.submit(UpvoteRequest(questionID: id, account: account, day: day, limit: limit, date: date))
    }

    /// Takes back `account`'s upvote of question `id`, in the same group commit as upvotes, so an
    /// upvote and its take-back are applied in the order they were asked. The row's delete
    /// triggers lower the question's count (its rank key, and a shard on PostgreSQL) and give the
    /// budget of the upvote's day back.
    public func withdrawUpvote(_ id: Int64, by account: AccountIdentity, at date: Date) async throws -> UpvoteOutcome {
        try await reactionQueues.upvotes.submit(ReactionRequest(item: id, account: account, change: .remove, budget: nil, date: date))
    }

    /// How many transactions the upvotes so far took (for benchmarks and diagnostics).
    public var upvoteBatching: GroupCommitStatistics { reactionQueues.upvotes.statistics }

    /// Commits a batch of upvotes through the one reaction path (`commitReactions`, which says how
    /// each engine commits and counts them) and words each reply with its places.
    static func commitUpvotes(_ requests: [UpvoteRequest], to engine: any SQLEngine) async throws -> [UpvoteOutcome] {
        try await commitReactions(requests, of: .questionUpvote, to: engine) { applied, counts, tx in
            try replies(to: applied, folded: counts.final, stored: counts.stored, in: tx)
        }
    }

    /// The replies to a batch once its upvotes are tallied and folded. The k-th of a batch's
    /// changes of one question says the folded count minus the net change of those after it, and an
    /// upvote's places are counted as they stood then (`BatchNeighbour`), so each caller of one
    /// process hears exactly what its own upvote or take-back made, as if the batch had been
    /// counted one request at a time (on PostgreSQL the folded count also holds any other
    /// process's upvotes folded meanwhile: a committed count either way). `stored` is what the
    /// question rows hold, where that differs from `counts` (PostgreSQL: shards not folded yet, or
    /// a fold that failed); the places are counted on the rows, so the batch's other questions are
    /// corrected from what they hold.
    static func replies(to applied: [AppliedReaction], folded counts: [Int64: Int], stored: [Int64: Int]? = nil,
                        in tx: any SQLTransaction) throws -> [UpvoteOutcome] {
        var later = AppliedReaction.netChanges(applied)
        var members: [MemberID: Member] = [:]
        var folded: [Int64: (member: MemberID, upvotes: Int, stored: Int)] = [:]
        for reaction in applied {
            guard case .added(let id, let bioguide?, _) = reaction, folded[id] == nil else { continue }
            folded[id] = (MemberID(bioguide), counts[id] ?? 0, (stored ?? counts)[id] ?? 0)
        }
        // a question only taken back from is a neighbour too: the index holds its lowered count
        for case .removed(let id, let bioguide?) in applied where folded[id] == nil {
            folded[id] = (MemberID(bioguide), counts[id] ?? 0, (stored ?? counts)[id] ?? 0)
        }
        return try applied.map { upvote in
            switch upvote {
            case .refused(let refusal, let asked):
                return outcome(of: refusal, asked: asked)
            case .removed(let id, _):
                later[id, default: 0] += 1
                return .withdrawn(upvotes: (counts[id] ?? 0) - later[id, default: 0])
            case .added(let id, _, let remainingToday):
                guard let member = folded[id]?.member else { return .noSuchQuestion }
                later[id, default: 0] -= 1
                let upvotes = (folded[id]?.upvotes ?? 0) - later[id, default: 0]
                let neighbours = folded.compactMap { other -> BatchNeighbour? in
                    guard other.key != id, other.value.member == member else { return nil }
                    return BatchNeighbour(id: other.key, stored: other.value.stored,
                                          then: other.value.upvotes - later[other.key, default: 0])
                }
                let rankAfter = try rank(of: id, member: member, upvotes: upvotes, neighbours: neighbours, in: tx)
                let rankBefore = try rankAfter.flatMap {
                    try rankBeforeUpvote(of: id, member: member, from: upvotes - 1, rankAfter: $0, neighbours: neighbours, in: tx)
                }
                var risenFor: Member?
                if let rankAfter, rankAfter < rankBefore ?? .max {
                    risenFor = try members[member] ?? tx.row("SELECT * FROM member WHERE bioguide_id = ?", [member]).map(Member.init(row:))
                    members[member] = risenFor
                }
                return .counted(upvotes: upvotes, remainingToday: remainingToday ?? 0, rankBefore: rankBefore,
                                rankAfter: rankAfter, risenFor: risenFor)
            }
        }
    }

    /// How an upvote's refusal is said.
    private static func outcome(of refusal: AppliedReaction.Refusal, asked: ReactionRequest.Change) -> UpvoteOutcome {
        switch (refusal, asked) {
        case (.noSuchItem, _): .noSuchQuestion
        case (.hidden(let reason), _): .hidden(reason: reason)
        case (.own, .add): .ownQuestion
        case (.unchanged, .add): .alreadyUpvoted
        // one's own question was never upvoted by oneself
        case (.own, .remove), (.unchanged, .remove): .notUpvoted
        case (.budgetSpent(let limit), _): .budgetSpent(limit: limit)
        }
    }

    /// The place question `id` held before one upvote took it from `upvotes` to `upvotes + 1`
    /// and to `rankAfter` (nil below the top `within`). Cheaper than counting the place again:
    /// the upvote moved it past exactly the visible questions of the same member that had
    /// `upvotes` and are older, or `upvotes + 1` and are newer — usually none or a few. A question
    /// that ends below the top had no place before either (places only rise), so the caller
    /// skips this then. The count reads a few more entries than needed (one per neighbour), so
    /// that correcting it for `neighbours` never starts from a cut-off count.
    static func rankBeforeUpvote(of id: Int64, member: MemberID, from upvotes: Int, rankAfter: Int,
                                 within: Int = rankedPlaces, neighbours: [BatchNeighbour] = [],
                                 in tx: any SQLTransaction) throws -> Int? {
        let counted = try tx.value(Int.self, passedSQL, [member, upvotes, id, within - rankAfter + 1 + neighbours.count]) ?? 0
        let passed = neighbours.reduce(counted) { $0 + $1.passedCorrection(of: id, with: upvotes + 1) }
        let before = rankAfter + passed
        return before <= within ? before : nil
    }

    static let passedSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 + 1 AND id > ?3
            LIMIT ?4) AS counted
        """

    /// Places counted exactly; below them a question's place is nil. Above what `questions` lists.
    public static let rankedPlaces = 100

    /// The place of visible question `id` with `upvotes` among the visible questions to `member`,
    /// by upvotes then age (1 = top), or nil below the top `within`. The questions ahead are
    /// exactly the index entries before this one in `question_top_visible`: two range searches
    /// read at most `within` of them from the index alone (see `rankQueryUsesRangesOfTheTopIndex`).
    /// The question itself is left out: its stored count may already include later upvotes of
    /// the same batch, as may other questions' (`neighbours`, corrected for after counting).
    static func rank(of id: Int64, member: MemberID, upvotes: Int, within: Int = rankedPlaces,
                     neighbours: [BatchNeighbour] = [], in tx: any SQLTransaction) throws -> Int? {
        let counted = try tx.value(Int.self, rankSQL, [member, upvotes, id, within + neighbours.count]) ?? 0
        let ahead = neighbours.reduce(counted) { $0 + $1.aheadCorrection(of: id, with: upvotes) }
        return ahead < within ? ahead + 1 : nil
    }

    static let rankSQL = """
        SELECT COUNT(*) FROM (
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count > ?2 AND id <> ?3
            UNION ALL
            SELECT 1 FROM question WHERE hidden_reason IS NULL AND member_bioguide = ?1 AND upvote_count = ?2 AND id < ?3
            LIMIT ?4) AS counted
        """
}
