import Chat
import Storage

/// `like T3` and `unlike T3` (once per account, not your own template; `top` lists by likes).
struct TemplateLikes {
    let civic: CivicContext
    let context: CommandContext

    func set(_ liking: Bool, _ id: Int64, by account: AccountIdentity) async throws {
        let replies = LikeReplies(ItemReference.template.text(id), context)
        let outcome = try await civic.database.setTemplateLike(id, liked: liking, by: account, at: context.now)
        switch outcome {
        case .done(let likes):
            context.reply(replies.counted(liking: liking, likes: likes))
        case .unchanged:
            throw replies.unchanged(liking: liking)
        default:
            throw civic.templateRefusal(outcome, id: id, context)
        }
    }
}
