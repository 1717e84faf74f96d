import Chat
import Storage

/// `admin unhide Q12` or `admin unhide R7`: shows a question or report an admin hid again, in
/// every list.
struct AdminUnhideCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "admin unhide", usage: "admin unhide <Q12 | R7>",
                           summary: "Show a hidden question or report again (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let reference: String
        let found: Bool
        if let id = LetterReference.incident.id(from: context.words[0]) {
            reference = LetterReference.incident.text(id)
            found = try await civic.database.setIncidentHidden(id, reason: nil, at: context.now)
        } else if let id = LetterReference.question.id(from: context.words[0]) {
            reference = LetterReference.question.text(id)
            found = try await civic.database.setHidden(id, reason: nil, at: context.now)
        } else {
            throw context.usageError()
        }
        guard found else { throw CommandFailure("There is no \(reference).") }
        context.reply("\(reference) is visible again.")
    }
}
