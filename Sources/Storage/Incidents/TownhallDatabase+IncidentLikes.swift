import Foundation
import SQLStore

extension TownhallDatabase {
    /// `account` likes report `id` (once; not their own). Group-committed through the one reaction
    /// path (`commitReactions`); returns once the like (or the refusal) is committed, with the
    /// count as committed.
    public func like(_ id: Int64, by account: AccountIdentity, at date: Date) async throws -> LikeOutcome {
        try await reactionQueues.reportLikes.submit(LikeRequest(incidentID: id, account: account, date: date))
    }

    /// How many transactions the likes so far took (for benchmarks and diagnostics).
    public var likeBatching: GroupCommitStatistics { reactionQueues.reportLikes.statistics }

    /// Takes back `account`'s like of report `id`; `.unchanged` if there was none.
    public func unlike(_ id: Int64, by account: AccountIdentity) async throws -> LikeOutcome {
        try await reactionQueues.reportLikes.submit(ReactionRequest(item: id, account: account, change: .remove,
                                                                    budget: nil, date: Date()))
    }

    /// Commits a batch of likes and take-backs of reports through the one reaction path.
    static func commitLikes(_ requests: [LikeRequest], to engine: any SQLEngine) async throws -> [LikeOutcome] {
        try await commitReactions(requests, of: .reportLike, to: engine) { applied, counts, _ in
            AppliedReaction.replies(to: applied, final: counts.final, counted: LikeOutcome.counted) { refusal, asked in
                switch (refusal, asked) {
                case (.noSuchItem, _): .noSuchIncident
                case (.hidden(let reason), _): .hidden(reason: reason)
                case (.own, .add): .ownReport
                case (.own, .remove), (.unchanged, _), (.budgetSpent, _): .unchanged
                }
            }
        }
    }
}
