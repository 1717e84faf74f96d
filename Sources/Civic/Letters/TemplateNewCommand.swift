import Chat
import Storage

/// `template new`: writes a template for the shared library in a DM dialogue.
struct TemplateNewCommand: ChatCommand {
    let civic: CivicContext
    let spec = CommandSpec(
        name: "template new", usage: "template new",
        summary: "Write a letter template for everyone (asks for title, category, tags and body in a private message).",
        permission: .accountHolder, category: "Letters")

    func run(_ context: CommandContext) async throws {
        guard context.words.isEmpty else { throw context.usageError() }
        let account = try context.requireAccount()
        if !context.isDirect { context.reply("I've sent you a DM.") }
        TemplateDialogue(civic: civic, account: account).start(context)
    }
}
