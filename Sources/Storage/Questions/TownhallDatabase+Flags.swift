import Foundation
import SQLStore

extension TownhallDatabase {
    /// Records that `account` flags question `id` for moderators. False if this account had
    /// flagged it already (the first reason stays). A flag is a reaction with a reason, committed
    /// by the one reaction path (`ReactionKind.questionFlag`).
    public func flag(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await reactionQueues.questionFlags.submit(ReactionRequest(flagging: id, reason: reason, account: account, date: date)).stored()
    }

    /// Records that `account` flags report `id` for moderators, as `flag` does for a question.
    public func flagIncident(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> Bool {
        try await reactionQueues.reportFlags.submit(ReactionRequest(flagging: id, reason: reason, account: account, date: date)).stored()
    }

    /// Commits a batch of flags of one kind; each caller hears its own outcome.
    static func commitFlags(_ requests: [ReactionRequest], of kind: ReactionKind, to engine: any SQLEngine) async throws -> [FlagOutcome] {
        try await commitReactions(requests, of: kind, to: engine) { applied, _, _ in
            applied.map { reaction in
                switch reaction {
                case .added: .stored
                case .refused(.unchanged, _), .removed: .flaggedAlready
                case .refused(let refusal, _): .refused(refusal)
                }
            }
        }
    }
}
