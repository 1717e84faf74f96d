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

    /// Records that `account` flags letter template `id` for moderators; the first reason stays.
    public func flagTemplate(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> FlagOutcome {
        try await reactionQueues.templateFlags.submit(ReactionRequest(flagging: id, reason: reason, account: account, date: date))
    }

    /// Records that `account` flags rock post `id` for moderators; the first reason stays.
    public func flagRockPost(_ id: Int64, reason: String, by account: AccountIdentity, at date: Date) async throws -> FlagOutcome {
        try await reactionQueues.rockPostFlags.submit(ReactionRequest(flagging: id, reason: reason, account: account, date: date))
    }

    /// Commits a batch of flags of one kind; each caller hears its own outcome.
    static func commitFlags(_ requests: [ReactionRequest], of kind: ReactionKind, to engine: any SQLEngine) async throws -> [FlagOutcome] {
        try await commitReactions(requests, of: kind, to: engine) { applied, _, _ in
            applied.map { reaction in
                switch reaction {
                case .added: .stored
                case .refused(.noSuchItem, _): .noSuchItem
                case .refused(.hidden(let reason), _): .hidden(reason: reason)
                // a flag has no owner check and no budget: what is left is "flagged already"
                case .refused, .removed: .flaggedAlready
                }
            }
        }
    }
}
