import Chat
import Storage

/// `sent L9`: the writer pasted their your-turn letter into the office's form (or mailed it)
/// themselves; its status becomes sent.
struct SentCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "sent", usage: "sent L9", summary: "Say you sent letter L9 yourself through the office's contact form.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try ItemReference.letter.id(in: context.words[0], context)
        let reference = ItemReference.letter.text(id)
        guard let changed = try await civic.database.markLetterSentByHand(id, by: account, at: context.now) else {
            throw CommandFailure("\(reference) is not a sent letter of yours; type letters to see them, drafts for drafts.")
        }
        context.reply(changed == 0 ? "Nothing of \(reference) was waiting for you; type letter \(reference) to see how it stands."
            : "Thank you — \(reference) is marked sent.")
    }
}
