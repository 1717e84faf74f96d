import Chat
import Storage

/// `draft [T3 | L9]`: writes a letter in a DM — a new one (from template T3 when given), or
/// draft L9 resumed where it stood.
struct DraftCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "draft", usage: "draft [T3 | L9]",
        summary: "Write a letter to your members of Congress or any state official (in a private message), from template T3 or resuming draft L9.",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count <= 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let dialogue: DraftDialogue
        if let word = context.words.first, let id = ItemReference.letter.id(from: word) {
            dialogue = DraftDialogue(civic: civic, account: account, letterID: id)
            _ = try await dialogue.load(context)
        } else {
            let template = try await context.words.first.asyncMap { try await civic.visibleTemplate($0, context) }
            if let template, template.kind == .call {
                throw CommandFailure("\(template.reference) is a call script, not a letter: type \(context.typed("call")) <member> "
                    + "\(template.reference) for the numbers and the script, or \(context.typed("templates")) for letter templates.")
            }
            let id = try await civic.database.startLetter(by: account, template: template?.id, body: template?.body ?? "",
                                                          recipients: [], stage: .recipients, at: context.now)
            dialogue = DraftDialogue(civic: civic, account: account, letterID: id)
        }
        // In a channel the answer is only this: a letter's recipients and text are the writer's business.
        if !context.isDirect { context.reply("I've sent you a DM.") }
        try await dialogue.resume(context)
    }
}
