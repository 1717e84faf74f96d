import Chat
import Storage

/// `admin hide Q12 <why>` or `admin hide R7 <why>`: a hidden question or report vanishes from
/// every list (and a report from channel feeds) and cannot be upvoted, liked, answered or
/// commented on. `admin unhide` (`AdminUnhideCommand`) undoes it.
struct AdminHideCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "admin hide", usage: "admin hide <Q12 | R7> <why>",
                           summary: "Hide a question or a report from every list (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard let first = context.words.first, context.words.count >= 2 else { throw context.usageError() }
        let reference: String
        let found: Bool
        if let id = LetterReference.incident.id(from: first) {
            let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false)
            reference = LetterReference.incident.text(id)
            found = try await civic.database.setIncidentHidden(id, reason: reason, at: context.now)
        } else if let id = LetterReference.question.id(from: first) {
            let reason = try civic.cleanText(context.words.dropFirst(), limit: 200, what: "reason", context: context, screened: false)
            reference = LetterReference.question.text(id)
            found = try await civic.database.setHidden(id, reason: reason, at: context.now)
        } else {
            throw context.usageError()
        }
        guard found else { throw CommandFailure("There is no \(reference).") }
        context.reply("Hid \(reference); it no longer appears in any list.")
    }
}
