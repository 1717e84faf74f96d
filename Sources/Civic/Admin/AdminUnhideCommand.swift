import Chat
import Storage

/// `admin unhide Q12`: shows a question an admin hid again, in every list.
struct AdminUnhideCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(name: "admin unhide", usage: "admin unhide <Q12>",
                           summary: "Show a hidden question again (admins).", permission: .admin, category: "Admin")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1, let id = QuestionReference.id(from: context.words[0]) else {
            throw context.usageError()
        }
        let reference = QuestionReference.text(id)
        guard try await civic.database.setHidden(id, reason: nil, at: context.now) else {
            throw CommandFailure("There is no \(reference).")
        }
        context.reply("\(reference) is visible again.")
    }
}
