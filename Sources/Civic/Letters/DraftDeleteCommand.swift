import Chat
import Storage

/// `draft delete L9`: drops one of the sender's unsent letters.
struct DraftDeleteCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "draft delete", usage: "draft delete L9", summary: "Delete one of your unsent letters.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try ItemReference.letter.id(in: context.words[0], context)
        guard try await civic.database.deleteDraft(id, by: account) else {
            throw CommandFailure("\(ItemReference.letter.text(id)) is not a draft of yours; type drafts to see them.")
        }
        context.reply("Deleted draft \(ItemReference.letter.text(id)).")
    }
}
