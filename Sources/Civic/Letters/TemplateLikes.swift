import Chat
import Storage

/// `like T3` and `unlike T3` (once per account, not your own template; `top` lists by likes).
struct TemplateLikes {
    let civic: CivicContext
    let context: CommandContext

    func set(_ liking: Bool, _ id: Int64, by account: AccountIdentity) async throws {
        let reference = ItemReference.template.text(id)
        let outcome = try await civic.database.setTemplateLike(id, liked: liking, by: account, at: context.now)
        switch outcome {
        case .done(let likes):
            context.reply("\(liking ? "You like" : "You no longer like") \(reference) (\(IncidentText.likes(likes)) now).")
        case .unchanged:
            throw CommandFailure(liking ? "You already like \(reference)." : "You had not liked \(reference).")
        default:
            throw civic.templateRefusal(outcome, id: id, context)
        }
    }
}
