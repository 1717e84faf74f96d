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
    /// `within`: the places counted exactly (`rankedPlaces`; tests make it small to reach its edge).
    static func commitUpvotes(_ requests: [UpvoteRequest], to engine: any SQLEngine, overlap: BatchOverlap? = nil,
                              existing: ExistingAccounts? = nil, within: Int = rankedPlaces) async throws -> [UpvoteOutcome] {
        try await commitReactions(requests, of: .questionUpvote, to: engine, overlap: overlap,
                                  existing: existing) { applied, counts, tx in
            try replies(to: applied, folded: counts.final, stored: counts.stored, within: within, in: tx)
        }
    }

    /// The replies to a batch once its upvotes are tallied and folded. The k-th of a batch's
    /// changes of one question says the folded count minus the net change of those after it, and an
    /// upvote's places are counted as they stood then (`BatchNeighbour`), so each caller of one
    /// process hears exactly what its own upvote or take-back made, as if the batch had been
    /// counted one request at a time (on PostgreSQL the folded count also holds any other
    /// process's upvotes folded meanwhile: a committed count either way). `stored` is what the
    /// rank rows hold, where that differs from `counts` (PostgreSQL: shards not folded yet, or
    /// a fold that failed); the places are counted on the rows, so the batch's other questions are
    /// corrected from what they hold. Every reply's counts are worked out first and the places of
    /// the whole batch are then read in a few statements (`PlaceProbe`), not a few per upvote.
    static func replies(to applied: [AppliedReaction], folded counts: [Int64: Int], stored: [Int64: Int]? = nil,
                        within: Int = rankedPlaces, in tx: any SQLTransaction) throws -> [UpvoteOutcome] {
        var later = AppliedReaction.netChanges(applied)
        var folded: [Int64: (member: MemberID, upvotes: Int, stored: Int)] = [:]
        for reaction in applied {
            guard case .added(let id, let bioguide?, _) = reaction, folded[id] == nil else { continue }
            folded[id] = (MemberID(bioguide), counts[id] ?? 0, (stored ?? counts)[id] ?? 0)
        }
        // a question only taken back from is a neighbour too: the index holds its lowered count
        for case .removed(let id, let bioguide?) in applied where folded[id] == nil {
            folded[id] = (MemberID(bioguide), counts[id] ?? 0, (stored ?? counts)[id] ?? 0)
        }
        let questionsOf = Dictionary(grouping: folded.keys) { folded[$0]?.member ?? MemberID("") }
        var outcomes: [UpvoteOutcome] = []
        outcomes.reserveCapacity(applied.count)
        var placed: [PlacedUpvote] = []
        for upvote in applied {
            switch upvote {
            case .refused(let refusal, let asked):
                outcomes.append(outcome(of: refusal, asked: asked))
            case .removed(let id, _):
                later[id, default: 0] += 1
                outcomes.append(.withdrawn(upvotes: (counts[id] ?? 0) - later[id, default: 0]))
            case .added(let id, _, let remainingToday):
                guard let member = folded[id]?.member else {
                    outcomes.append(.noSuchQuestion)
                    continue
                }
                later[id, default: 0] -= 1
                let neighbours = (questionsOf[member] ?? []).compactMap { other -> BatchNeighbour? in
                    guard other != id, let neighbour = folded[other] else { return nil }
                    return BatchNeighbour(id: other, stored: neighbour.stored, then: neighbour.upvotes - later[other, default: 0])
                }
                placed.append(PlacedUpvote(reply: outcomes.count, id: id, member: member,
                                           upvotes: (folded[id]?.upvotes ?? 0) - later[id, default: 0],
                                           remainingToday: remainingToday ?? 0, neighbours: neighbours))
                outcomes.append(.noSuchQuestion)  // its place is worked out below
            }
        }
        let ranksAfter = try ranks(of: placed, within: within, in: tx)
        let rose = try rises(of: placed, after: ranksAfter, in: tx)
        let risenFor = try members(Set(zip(placed, rose).compactMap { upvote, rose in rose ? upvote.member : nil }), in: tx)
        for (k, upvote) in placed.enumerated() {
            outcomes[upvote.reply] = .counted(upvotes: upvote.upvotes, remainingToday: upvote.remainingToday,
                                              rankAfter: ranksAfter[k], rose: rose[k],
                                              risenFor: rose[k] ? risenFor[upvote.member] : nil)
        }
        return outcomes
    }

    /// An upvote of a batch whose reply needs its places: the reply's index in the batch, the count
    /// it says, and the batch's other questions of the same member (see `BatchNeighbour`).
    struct PlacedUpvote {
        var reply: Int
        var id: Int64
        var member: MemberID
        var upvotes: Int
        var remainingToday: Int
        var neighbours: [BatchNeighbour]
    }

    /// The members `ids` with a stored row, by id: a member whose question rose is named in its reply.
    private static func members(_ ids: Set<MemberID>, in tx: any SQLTransaction) throws -> [MemberID: Member] {
        guard !ids.isEmpty else { return [:] }
        let rows = if tx.dialect == .postgres {
            try tx.rows("SELECT * FROM member WHERE bioguide_id IN (SELECT json_array_elements_text(CAST(? AS json)))",
                        [try JSONListArgument.text(ids.map(\.bioguide))])
        } else {
            try ids.compactMap { try tx.row("SELECT * FROM member WHERE bioguide_id = ?", [$0]) }
        }
        return try rows.reduce(into: [:]) { members, row in
            let member = try Member(row: row)
            members[member.bioguideID] = member
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

    /// Whether each of `placed` rose by its upvote, which took it from `upvotes - 1` to `upvotes`
    /// and to its place after (`ranksAfter`; a question that ends below the top rose into no place
    /// anyone sees). It rose exactly when it passed a visible question of the same member: one
    /// that had `upvotes - 1` and is older, or `upvotes` and is newer. Only whether it passed
    /// any is read, not how many: at most one entry per probe beyond one per neighbour, so that
    /// correcting the count for the neighbours (±1 each) never starts from a cut-off count.
    /// Counting them all, to say the place before, read up to a hundred index entries per
    /// upvote, each with its row (the rows a busy member's upvotes keep changing are not
    /// all-visible): a third of the server's time per upvote, for a number no reply says.
    static func rises(of placed: [PlacedUpvote], after ranksAfter: [Int?], in tx: any SQLTransaction) throws -> [Bool] {
        let probes = zip(placed, ranksAfter).compactMap { upvote, after in
            after.map { _ in PlaceProbe(member: upvote.member.bioguide, upvotes: upvote.upvotes - 1, id: upvote.id,
                                        limit: 1 + upvote.neighbours.count) }
        }
        var passedCounts = try PlaceProbe.counts(passedCount, for: probes, in: tx).makeIterator()
        return zip(placed, ranksAfter).map { upvote, after in
            guard after != nil, let passedOnIndex = passedCounts.next() else { return false }
            return upvote.neighbours.reduce(passedOnIndex) { $0 + $1.passedCorrection(of: upvote.id, with: upvote.upvotes) } > 0
        }
    }

    /// The visible questions of the member that an upvote from `?2` to `?2 + 1` moved past.
    static let passedCount = PlaceProbe.Count("upvote_count = ?2 AND question_id < ?3",
                                              "upvote_count = ?2 + 1 AND question_id > ?3")

    /// Places counted exactly; below them a question's place is nil. Above what `questions` lists.
    public static let rankedPlaces = 100

    /// The place of each of `placed` (a visible question with `upvotes`) among the visible
    /// questions to its member, by upvotes then age (1 = top), or nil below the top `within`. The
    /// questions ahead are exactly the index entries before this one in `question_rank_top_visible`:
    /// two range searches read at most `within` of them from the index alone (see
    /// `rankQueryUsesRangesOfTheTopIndex`). The question itself is left out: its stored count may
    /// already include later upvotes of the same batch, as may other questions' (the neighbours,
    /// corrected for after counting).
    static func ranks(of placed: [PlacedUpvote], within: Int = rankedPlaces, in tx: any SQLTransaction) throws -> [Int?] {
        let probes = placed.map { PlaceProbe(member: $0.member.bioguide, upvotes: $0.upvotes, id: $0.id,
                                             limit: within + $0.neighbours.count) }
        let counted = try PlaceProbe.counts(rankCount, for: probes, in: tx)
        return zip(placed, counted).map { upvote, counted in
            let ahead = upvote.neighbours.reduce(counted) { $0 + $1.aheadCorrection(of: upvote.id, with: upvote.upvotes) }
            return ahead < within ? ahead + 1 : nil
        }
    }

    /// The visible questions of the member ahead of question `?3` with `?2` upvotes.
    static let rankCount = PlaceProbe.Count("upvote_count > ?2 AND question_id <> ?3",
                                            "upvote_count = ?2 AND question_id < ?3")
}
