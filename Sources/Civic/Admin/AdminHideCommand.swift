import Chat
import Storage

/// `admin hide Q12 <why>` and `admin unhide Q12`: a hidden question vanishes from every list
/// and cannot be upvoted, answered or commented on.
struct AdminHideCommand: ChatCommand {
    let civic: CivicContext
    let hides: Bool
    let spec: CommandSpec

    init(civic: CivicContext, hides: Bool) {
        self.civic = civic
        self.hides = hides
        spec = hides
            ? CommandSpec(name: "admin hide", usage: "admin hide <Q12> <why>",
                          summary: "Hide a question from every list (admins).", permission: .admin, category: "Admin")
            : CommandSpec(name: "admin unhide", usage: "admin unhide <Q12>",
                          summary: "Show a hidden question again (admins).", permission: .admin, category: "Admin")
    }

    func run(_ context: CommandContext) async throws {
        guard let first = context.words.first, let id = QuestionReference.id(from: first),
              hides ? context.words.count >= 2 : context.words.count == 1 else { throw context.usageError() }
        let reason = hides ? try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false) : nil
        guard try await civic.database.setHidden(id, reason: reason, at: context.now) else {
            throw CommandFailure("There is no Q\(id).")
        }
        context.reply(hides ? "Hid Q\(id); it no longer appears in any list." : "Q\(id) is visible again.")
    }
}
