import Chat
import Storage

/// `template edit T3`: the author changes their template in a DM dialogue (each step offers
/// `keep`).
struct TemplateEditCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "template edit", usage: "template edit T3",
        summary: "Change a template you wrote (in a private message).", permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.count == 1 else { throw context.usageError() }
        let account = try context.requireAccount()
        let template = try await civic.visibleTemplate(context.words[0], context)
        guard template.author.isSame(as: account) else {
            throw civic.templateRefusal(.notAuthor, id: template.id, context)
        }
        if !context.isDirect { context.reply("I've sent you a DM.") }
        TemplateDialogue(civic: civic, account: account, editing: template).start(context)
    }
}
