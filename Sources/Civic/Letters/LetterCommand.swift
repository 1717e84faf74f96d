import Chat
import Storage

/// `letter L9`: one of the sender's letters — each recipient's delivery, then the text. Nobody
/// else's letters are shown, and a channel gets only a pointer to the DM.
struct LetterCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "letter", usage: "letter L9", summary: "One of your letters: each delivery's status and the text.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let id = try ItemReference.letter.id(in: context.words[0], context)
        let own = try await civic.ownLetter(id, of: account, context)
        context.replyInPrivate(LetterText.detail(own.letter, officials: own.officials, composer: own.composer, now: context.now),
                               note: "I sent it to you in a private message.")
    }
}
