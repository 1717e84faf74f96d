import Foundation
import SQLStore

extension TownhallDatabase {
    /// Hides comment `id` for the reason, or shows it again for nil; false when there is no such
    /// comment. A hidden comment vanishes from its item and from the flags moderators see.
    public func setCommentHidden(_ id: Int64, in comments: CommentTable, reason: String?, at date: Date) async throws -> Bool {
        try await engine.write { tx in
            try tx.execute("UPDATE \(comments.table) SET hidden_reason = ?, hidden_at = ? WHERE id = ?",
                           [reason, reason.map { _ in date }, id]) > 0
        }
    }

    /// Records that `account` flags comment `id` for moderators; the first reason stays.
    public func flagComment(_ id: Int64, in comments: CommentTable, reason: String, by account: AccountIdentity,
                            at date: Date) async throws -> FlagOutcome {
        try await reactionQueues.commentFlags(comments).submit(ReactionRequest(flagging: id, reason: reason, account: account, date: date))
    }
}
