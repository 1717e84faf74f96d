import Chat
import Storage

/// `admin hide Q12 <why>`: a hidden question vanishes from every list and cannot be upvoted,
/// answered or commented on. `admin unhide` (`AdminUnhideCommand`) undoes it.
struct AdminHideCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "admin hide", usage: "admin hide <Q12> <why>",
                           summary: "Hide a question from every list (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard let first = context.words.first, let id = QuestionReference.id(from: first),
              context.words.count >= 2 else { throw context.usageError() }
        let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false)
        let reference = QuestionReference.text(id)
        guard try await civic.database.setHidden(id, reason: reason, at: context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("Hid \(reference); it no longer appears in any list.")
    }
}
